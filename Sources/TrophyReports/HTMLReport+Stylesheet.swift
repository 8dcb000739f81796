extension HTMLReport {
  /// The page's inline CSS: custom properties for the light scheme, overridden under
  /// `prefers-color-scheme: dark`; system font stacks only (no web fonts).
  static let stylesheet = """
    :root{--bg:#f4f0e8;--ink:#1b2030;--muted:#565d6f;--card:#ffffff;--edge:#e4dccb;
    --niche:#ebe4d6;--niche-shadow:rgba(60,40,10,.14);--wood-a:#b07a47;--wood-b:#7b4e28;
    --accent:#9a6b00;--steps-off:#cfc5b0;--bar:#e7e1d4;--warn:#b45309;--pill:#f1ebe0;
    --hero-a:#17213a;--hero-b:#2a1d47;--gold:#f2c14e;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,Cantarell,"Noto Sans",
    "Helvetica Neue",Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji";
    color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#0d111a;--ink:#e8ebf2;--muted:#a2aabb;
    --card:#161d2c;--edge:#263149;--niche:#111726;--niche-shadow:rgba(0,0,0,.5);
    --wood-a:#5a3d22;--wood-b:#34220f;--accent:#f2c14e;--steps-off:#33405c;--bar:#27314a;--warn:#fbbf24;
    --pill:#222b40;--hero-a:#0f1830;--hero-b:#241640}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--ink);line-height:1.45;font-size:16px}
    .hero{background:radial-gradient(ellipse at 85% 0%,rgba(242,193,78,.22),transparent 55%),
    linear-gradient(135deg,var(--hero-a),var(--hero-b));color:#f7f4ec;padding:40px 24px 28px}
    .hero-inner{max-width:1160px;margin:0 auto;display:flex;gap:24px;align-items:center;
    justify-content:space-between;flex-wrap:wrap}
    .eyebrow{margin:0;text-transform:uppercase;letter-spacing:.16em;font-size:.78rem;
    color:var(--gold);font-weight:700}
    h1{margin:.15em 0 .25em;font-size:clamp(2rem,5vw,3rem);line-height:1.1;letter-spacing:-.01em}
    .hero-sub{margin:0;color:#d5d9e6;max-width:60ch}
    .hero-sub strong{color:#fff}
    .hero-sub strong,.hero-sub time{white-space:nowrap}
    .ring{position:relative;width:132px;height:132px;flex:none}
    .ring svg{display:block}
    .ring-track{fill:none;stroke:rgba(255,255,255,.14);stroke-width:10}
    .ring-fill{fill:none;stroke:var(--gold);stroke-width:10;stroke-linecap:round}
    .ring-label{position:absolute;inset:0;display:flex;flex-direction:column;
    align-items:center;justify-content:center;text-align:center}
    .ring-label strong{font-size:2.2rem;line-height:1}
    .ring-label span{font-size:.78rem;color:#d5d9e6}
    .tiles{max-width:1160px;margin:28px auto 0;padding:0;list-style:none;display:grid;
    grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:12px}
    .tile{background:rgba(255,255,255,.07);border:1px solid rgba(255,255,255,.13);
    border-radius:14px;padding:14px 16px;display:flex;flex-direction:column}
    .tile-value{font-size:1.7rem;font-weight:750;font-variant-numeric:tabular-nums;line-height:1.15}
    .tile-label{font-size:.8rem;color:#c9cedd;text-transform:uppercase;letter-spacing:.08em}
    .tile-warn .tile-value{color:#fcd34d}
    main{max-width:1160px;margin:0 auto;padding:24px 20px 8px}
    h2{font-size:1.45rem;margin:0;letter-spacing:-.01em}
    .panel{background:var(--card);border:1px solid var(--edge);border-radius:16px;
    padding:20px 22px;margin:0 0 28px}
    .panel h2{margin-bottom:14px}
    .empty{color:var(--muted);margin:0}
    .activities{list-style:none;margin:0;padding:0;display:grid;
    grid-template-columns:repeat(auto-fill,minmax(min(100%,160px),1fr));gap:10px}
    .activity{border:1px solid var(--edge);border-radius:12px;padding:10px 14px;min-width:0;
    display:flex;flex-direction:column;gap:1px}
    .activity-name{font-weight:650;font-size:.92rem;overflow-wrap:anywhere}
    .activity-count{font-weight:750;font-size:1.35rem;line-height:1.2;
    font-variant-numeric:tabular-nums}
    .activity-count small{font-size:.78rem;font-weight:500;color:var(--muted)}
    .activity-meta{color:var(--muted);font-size:.84rem;font-variant-numeric:tabular-nums}
    .nowrap{white-space:nowrap}
    .kind{margin:0 0 36px}
    .kind-head{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 14px;margin:0 0 12px}
    .kind-head p{flex-basis:100%;margin:0;color:var(--muted)}
    .kind-count{font-size:.85rem;font-weight:700;color:var(--accent);
    font-variant-numeric:tabular-nums}
    .shelf{background:var(--niche);border-radius:16px 16px 6px 6px;padding:16px 16px 0;
    margin:0 0 18px;box-shadow:inset 0 10px 18px -10px var(--niche-shadow)}
    .shelf::after{content:"";display:block;height:14px;margin:0 -16px;border-radius:0 0 6px 6px;
    background:linear-gradient(var(--wood-a),var(--wood-b));
    box-shadow:0 6px 10px -4px var(--niche-shadow)}
    .shelf-head{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;margin:0 0 12px}
    .shelf-head h3{margin:0;font-size:.95rem;font-weight:700}
    .zone span{white-space:nowrap}
    .shelf-note{color:var(--muted);font-size:.88rem}
    .shelf-note strong{color:var(--ink)}
    .steps{display:inline-flex;gap:4px}
    .steps i{width:18px;height:6px;border-radius:3px;background:var(--steps-off)}
    .steps i.on{background:var(--accent)}
    .badges{list-style:none;margin:0;padding:0 0 16px;display:grid;
    grid-template-columns:repeat(auto-fill,minmax(min(100%,200px),1fr));gap:14px}
    .badge{background:var(--card);border:1px solid var(--edge);border-radius:14px;
    padding:16px 14px 14px;text-align:center;display:flex;flex-direction:column;
    align-items:center;position:relative;overflow:hidden;min-width:0;overflow-wrap:anywhere}
    .badge.is-earned{border-top:3px solid var(--tint)}
    .badge.is-earned::before{content:"";position:absolute;left:50%;top:-30px;width:180px;
    height:160px;transform:translateX(-50%);pointer-events:none;
    background:radial-gradient(closest-side,color-mix(in srgb,var(--tint) 28%,transparent),
    transparent)}
    .art{position:relative;width:96px;height:96px;margin:0 0 8px}
    .art::after{content:"";position:absolute;left:18px;right:18px;bottom:-5px;height:8px;
    border-radius:50%;background:rgba(0,0,0,.18);filter:blur(3px)}
    .medal{position:relative;z-index:1;display:block;
    filter:drop-shadow(0 3px 4px rgba(0,0,0,.25))}
    .is-locked .medal{filter:grayscale(1);opacity:.5}
    .lock{position:absolute;z-index:2;right:4px;bottom:2px;width:26px;height:26px;
    border-radius:50%;background:var(--ink);color:var(--card);display:flex;
    align-items:center;justify-content:center;box-shadow:0 0 0 3px var(--card)}
    .lock svg{display:block}
    .badge h4{margin:2px 0 2px;font-size:1.02rem;position:relative}
    .desc{margin:0 0 10px;color:var(--muted);font-size:.86rem;position:relative}
    .meta{margin-top:auto;width:100%;display:flex;flex-direction:column;align-items:center;
    gap:3px;font-size:.84rem;position:relative}
    .state{font-size:.7rem;text-transform:uppercase;letter-spacing:.12em;font-weight:800}
    .is-earned .state{color:var(--accent)}
    .is-locked .state{color:var(--muted)}
    .meta time{font-weight:650;font-variant-numeric:tabular-nums}
    .zone,.file{color:var(--muted);font-size:.78rem}
    .by{display:flex;flex-direction:column;max-width:100%;overflow-wrap:anywhere}
    .by b{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2;
    overflow:hidden}
    .untried{list-style:none;margin:0;padding:0 0 16px;display:grid;
    grid-template-columns:repeat(auto-fill,minmax(min(100%,230px),1fr));gap:10px}
    .untried-item{background:var(--card);border:1px solid var(--edge);border-radius:12px;
    padding:8px 12px;display:flex;align-items:center;gap:12px;min-width:0}
    .untried-item .medal{flex:none;filter:grayscale(1);opacity:.55}
    .untried-item div{display:flex;flex-direction:column;min-width:0;overflow-wrap:anywhere}
    .untried-item h4{margin:0;font-size:.95rem}
    .untried-sport{color:var(--muted);font-size:.8rem}
    .untried-item .progress{font-size:.8rem}
    .bar{width:100%;height:8px;border-radius:4px;background:var(--bar);overflow:hidden;
    margin:4px 0 2px}
    .bar span{display:block;height:100%;border-radius:4px;
    background:linear-gradient(90deg,var(--tint),color-mix(in srgb,var(--tint) 60%,#fff))}
    .progress{font-weight:650;font-variant-numeric:tabular-nums}
    .table-wrap{overflow-x:auto}
    .record-shelf{padding-bottom:0}.record-shelf .table-wrap{background:var(--card);
    border:1px solid var(--edge);border-radius:12px;margin:0 0 14px}
    table.records th[scope=row]{text-transform:none;letter-spacing:0;font-size:.9rem;
    color:var(--ink);font-weight:650;border-left:4px solid var(--tint);white-space:nowrap}
    table.records td.rv strong{font-size:1.05rem;font-variant-numeric:tabular-nums}
    table.records .by{display:block;color:var(--muted);font-size:.82rem;overflow-wrap:anywhere}
    table.records .unverified{display:block;color:var(--warn);font-size:.78rem}
    table.records td.before{color:var(--muted)}
    .place{display:inline-block;width:.6em;height:.6em;border-radius:50%;margin:0 .35em 0 0;
    vertical-align:.05em}.m1{background:#d4a017}.m2{background:#a8a9ad}.m3{background:#cd7f32}
    table.records .podium{display:block;color:var(--muted);font-size:.8rem;
    font-variant-numeric:tabular-nums}
    .highlights{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,340px),1fr));
    gap:0 18px}
    .minis{list-style:none;margin:0;padding:0;display:grid;gap:10px}
    .mini{display:flex;gap:12px;align-items:center;min-width:0}
    .mini svg{flex:none}.mini div{min-width:0;flex:1}
    .mini h3{margin:0;font-size:.95rem;overflow-wrap:anywhere}
    .mini-line{color:var(--muted);font-size:.85rem;font-variant-numeric:tabular-nums}
    .year summary{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;cursor:pointer}
    .year summary h3{margin:0;font-size:1.15rem}
    .year-facts,.year-sports{list-style:none;margin:10px 0;padding:0;display:flex;flex-wrap:wrap;
    gap:6px 18px}
    .year-facts strong{font-size:1.2rem;font-variant-numeric:tabular-nums}
    .year-facts span,.year-sports{color:var(--muted);font-size:.88rem}
    .year-sports b{color:var(--ink);font-weight:650}
    .heat-wrap{overflow-x:auto}.heat{display:block;width:100%;min-width:320px;height:auto}
    .heat text{font-size:9px;fill:var(--muted)}.heat .h0{fill:var(--steps-off)}
    .heat .h1{fill:color-mix(in srgb,var(--accent) 35%,transparent)}
    .heat .h2{fill:color-mix(in srgb,var(--accent) 60%,transparent)}
    .heat .h3{fill:color-mix(in srgb,var(--accent) 82%,transparent)}
    .heat .h4{fill:var(--accent)}
    .about dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,170px),1fr));
    gap:8px 18px;margin:0 0 10px}
    .about dt{color:var(--muted);font-size:.78rem;text-transform:uppercase;letter-spacing:.06em}
    .about dd{margin:0;font-weight:650;font-variant-numeric:tabular-nums}
    .about .warn dd{color:var(--warn)}.about p{color:var(--muted);margin:0;font-size:.88rem}
    svg.route{flex:none;color:var(--tint,var(--accent));opacity:.85}
    table.records .label{display:flex;align-items:center;justify-content:space-between;gap:8px}
    .more-tiers{margin:-4px 0 14px}.more-tiers summary{cursor:pointer;color:var(--muted);
    font-size:.88rem}.more-tiers[open] summary{margin:0 0 12px}
    .eddington{margin:-4px 0 12px;font-weight:600}
    .not-yet{margin:0 0 14px;color:var(--muted);font-size:.88rem}
    .not-yet span{font-weight:650;color:var(--ink)}
    table{border-collapse:collapse;width:100%;font-size:.9rem}
    th,td{text-align:left;padding:9px 10px;border-bottom:1px solid var(--edge);vertical-align:top}
    th{font-size:.75rem;text-transform:uppercase;letter-spacing:.08em;color:var(--muted)}
    td.path{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;
    font-size:.82rem;overflow-wrap:anywhere;min-width:22ch}
    td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
    .pill{display:inline-block;background:var(--pill);border-radius:999px;padding:1px 9px;
    font-size:.78rem;font-weight:650;color:var(--warn);white-space:nowrap}
    footer{max-width:1160px;margin:0 auto;padding:8px 20px 36px;color:var(--muted);
    font-size:.82rem}
    @media (max-width:560px){.hero{padding:28px 16px 20px}main{padding:18px 12px 4px}
    .badges{grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px}
    .shelf{padding:12px 10px 0}.shelf::after{margin:0 -10px}.panel{padding:16px}
    .activities{grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
    .activity{padding:8px 10px}
    .tiles{grid-template-columns:repeat(3,1fr);gap:8px}.tile{padding:10px}
    .tile-value{font-size:1.3rem}.tile-label{font-size:.68rem}
    .badge{padding:14px 10px 12px}.badge h4{font-size:.95rem}
    table.skipped thead{display:none}table.skipped,table.skipped tbody{display:block}
    table.skipped tr{display:grid;grid-template-columns:1fr auto;gap:6px 10px;padding:10px 0;
    border-bottom:1px solid var(--edge)}
    table.skipped td{border:0;padding:0;min-width:0}table.skipped td.path{grid-column:1/-1}
    table.skipped td.msg{order:3;grid-column:1/-1}table.skipped td.num{order:2}
    table.skipped td.num::before{content:attr(data-label) " ";text-transform:lowercase;
    color:var(--muted);font-size:.75rem}
    table.records thead{display:none}table.records,table.records tbody{display:block}
    table.records tr{display:grid;grid-template-columns:1fr auto;gap:2px 10px;padding:10px 12px;
    border-bottom:1px solid var(--edge)}
    table.records th,table.records td{border-bottom:0;padding:0;min-width:0}
    table.records th[scope=row]{border-left:0}table.records td.rv{text-align:right}
    table.records td.before::before{content:"before: "}
    table.records .label svg.route{display:none}}

    """
}
