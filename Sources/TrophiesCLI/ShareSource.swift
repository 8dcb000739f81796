/// What puts the share pictures of one commit into the staging `share/` folder
/// (``CabinetWriter/write(_:share:console:)``): each picture is written as soon as it is
/// drawn, so a run holds one picture at a time however many cards there are (break-it N3:
/// every SVG and PNG was held until the commit, ~0.3 MB a picture, 1.3 GB after 3,500 of
/// ~7,000). ``ShareWriter`` draws the cards; ``ShareFiles`` writes files already made.
protocol ShareSource {
  /// Writes every picture into `folder`; notes (no rasteriser, a card it could not draw) go
  /// to `console`.
  /// - Throws: ``CLIError`` `failure` when a file cannot be written or a name is not a card's;
  ///   the commit then changes nothing.
  func write(into folder: ShareFolder, console: inout Console) throws(CLIError)
}
