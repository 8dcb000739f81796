import Foundation
import TrophiesCLI

exit(TrophiesCommand.run(Array(CommandLine.arguments.dropFirst())))
