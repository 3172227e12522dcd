/// The page style sheet, inlined so that index.html works alone from file://.
/// Kept as a raw string literal so the module needs no resources and works from `swift run` anywhere.
enum ReportStyle {
    static let source = #"""
        :root {
          --ink: #1d2330; --muted: #5d6677; --line: #dde1e8; --panel: #ffffff; --page: #f5f6f8; --accent: #2457c5;
          --passed: #1e7b34; --failed: #c42b1c; --recorded: #9a5b00; --error: #7a2fa8;
          --passed-bg: #e6f4ea; --failed-bg: #fdeceb; --recorded-bg: #fdf2e0; --error-bg: #f3e9fa;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
          color: var(--ink); background: var(--page);
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 1240px; padding: 24px 28px 48px; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        h2 { font-size: 15px; margin: 0 0 8px; display: flex; gap: 10px; align-items: baseline; word-break: break-all; }
        code { font: 12.5px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
        button { font: inherit; color: inherit; cursor: pointer; border: 1px solid var(--line); background: #fff;
          border-radius: 6px; padding: 4px 10px; }
        button:hover { border-color: #b7bfcc; }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        [hidden] { display: none !important; }
        .verdict { margin: 0 0 6px; font-weight: 600; }
        .verdict.bad { color: var(--failed); }
        .verdict.good { color: var(--passed); }
        .command { margin: 0 0 14px; color: var(--muted); word-break: break-all; }
        .toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-bottom: 6px; }
        .filters { display: flex; gap: 6px; flex-wrap: wrap; }
        .filter { display: inline-flex; gap: 8px; align-items: center; border-radius: 999px; padding: 4px 12px; }
        .filter .n { font-weight: 600; font-variant-numeric: tabular-nums; }
        .filter[aria-pressed="true"] { background: var(--ink); color: #fff; border-color: var(--ink); }
        .filter.failed .n { color: var(--failed); } .filter.recorded .n { color: var(--recorded); }
        .filter.passed .n { color: var(--passed); } .filter.error .n { color: var(--error); }
        .filter[aria-pressed="true"] .n { color: #fff; }
        input[type="search"] { flex: 1; min-width: 220px; max-width: 380px; font: inherit; padding: 5px 10px;
          border: 1px solid var(--line); border-radius: 6px; background: #fff; }
        .shown { color: var(--muted); margin: 4px 0 18px; font-size: 13px; }
        .scene { margin-bottom: 22px; }
        .scene-name { color: var(--muted); font-weight: 400; font-size: 13px; }
        .check { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; margin-bottom: 8px; }
        .check > summary { display: flex; gap: 10px; align-items: center; padding: 9px 14px; cursor: pointer; list-style: none; }
        .check > summary::-webkit-details-marker { display: none; }
        .check > summary::before { content: "▸"; color: var(--muted); width: 10px; }
        .check[open] > summary::before { content: "▾"; }
        .check[open] > summary { border-bottom: 1px solid var(--line); }
        .name { font-weight: 600; word-break: break-all; }
        .kind, .count { color: var(--muted); font-size: 12.5px; }
        .count { margin-left: auto; font-variant-numeric: tabular-nums; }
        .badge { font-size: 11.5px; font-weight: 600; text-transform: uppercase; letter-spacing: .03em; padding: 1px 8px;
          border-radius: 999px; }
        .badge.passed { color: var(--passed); background: var(--passed-bg); }
        .badge.failed { color: var(--failed); background: var(--failed-bg); }
        .badge.recorded { color: var(--recorded); background: var(--recorded-bg); }
        .badge.error { color: var(--error); background: var(--error-bg); }
        .body { padding: 12px 16px 16px; }
        .message { margin: 0 0 8px; }
        .facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0 0 10px; font-size: 13px; }
        .facts dt { color: var(--muted); } .facts dd { margin: 0; font-variant-numeric: tabular-nums; }
        .accept { display: flex; gap: 8px; align-items: center; margin: 0 0 12px; flex-wrap: wrap; }
        .accept span { color: var(--muted); font-size: 13px; }
        .accept code { background: #f0f2f5; border: 1px solid var(--line); border-radius: 6px; padding: 3px 8px; word-break: break-all; }
        .tabs { display: flex; gap: 2px; border-bottom: 1px solid var(--line); margin-bottom: 12px; }
        .tabs [role="tab"] { border: 0; border-bottom: 2px solid transparent; border-radius: 0; background: none; padding: 6px 12px; color: var(--muted); }
        .tabs [role="tab"][aria-selected="true"] { color: var(--ink); border-bottom-color: var(--accent); font-weight: 600; }
        .stage { position: relative; display: inline-block; max-width: 100%; line-height: 0; user-select: none;
          background: repeating-conic-gradient(#eceef2 0 25%, #fff 0 50%) 0 0 / 16px 16px; border: 1px solid var(--line); }
        .stage img, figure img { max-width: 100%; height: auto; display: block; }
        .side { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 12px; }
        figure { margin: 0; }
        figure > img { border: 1px solid var(--line); background: repeating-conic-gradient(#eceef2 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        figcaption { color: var(--muted); font-size: 12.5px; margin-top: 4px; }
        .missing { display: grid; place-items: center; min-height: 80px; border: 1px dashed var(--line); color: var(--muted); }
        .wipe { cursor: ew-resize; touch-action: none; }
        .wipe-top { position: absolute; inset: 0; }
        .wipe-top img { width: 100%; }
        .wipe-handle { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--accent); }
        .wipe-handle::after { content: ""; position: absolute; top: 50%; left: -7px; width: 16px; height: 16px; margin-top: -8px;
          border-radius: 50%; background: #fff; border: 2px solid var(--accent); }
        .tag { position: absolute; top: 6px; font: 600 11px/1 system-ui, sans-serif; color: #fff; background: rgba(29, 35, 48, .72);
          padding: 3px 6px; border-radius: 4px; }
        .tag.left { left: 6px; } .tag.right { right: 6px; }
        .range { display: flex; gap: 10px; align-items: center; margin-top: 8px; color: var(--muted); font-size: 13px; max-width: 520px; }
        .range input { flex: 1; accent-color: var(--accent); }
        .bar { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
        .blink { cursor: pointer; }
        .blink-label { font-weight: 600; min-width: 70px; }
        .overlay-top { position: absolute; inset: 0; width: 100%; mix-blend-mode: multiply; }
        .player { outline-offset: 4px; border-radius: 6px; }
        .frames { display: grid; gap: 12px; }
        .frames.n3 { grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); }
        .frames .stage { display: block; min-height: 40px; }
        .frames.n3 .stage img { width: 100%; }
        .frames.n1 .stage { display: inline-block; }
        .frames .stage[data-empty="same"]::after { content: "no difference"; }
        .frames .stage[data-empty="none"]::after { content: "no frame"; }
        .frames .stage[data-empty="same"]::after, .frames .stage[data-empty="none"]::after {
          display: grid; place-items: center; min-height: 60px; color: var(--muted); line-height: 1.4; }
        .controls { display: flex; gap: 8px; align-items: center; margin: 10px 0 6px; flex-wrap: wrap; }
        .controls button { min-width: 40px; }
        .controls .play { min-width: 52px; font-weight: 600; }
        .scrub { flex: 1; min-width: 200px; accent-color: var(--accent); }
        .frame-label { font-variant-numeric: tabular-nums; color: var(--muted); font-size: 13px; min-width: 420px; }
        .plot { width: 100%; max-width: 760px; height: auto; display: block; background: #fff; border: 1px solid var(--line);
          border-radius: 6px; cursor: pointer; }
        .plot .line { fill: none; stroke-width: 1.6; vector-effect: non-scaling-stroke; }
        .plot .offset { stroke: var(--accent); } .plot .velocity { stroke: #d9822b; }
        .plot .line.expected { stroke-dasharray: 4 3; opacity: .55; }
        .plot .legend { font: 11px system-ui, sans-serif; stroke: none; }
        .plot .legend.key { fill: var(--muted); }
        .plot .legend.offset { fill: var(--accent); } .plot .legend.velocity { fill: #b5651d; }
        .plot .tick.ok { fill: #d7dce4; } .plot .tick.bad { fill: var(--failed); }
        .plot .marker { stroke: var(--ink); stroke-width: 1.5; vector-effect: non-scaling-stroke; }
        .hint { color: var(--muted); font-size: 12px; margin: 6px 0 0; }
        @media (prefers-reduced-motion: reduce) { * { scroll-behavior: auto; } }
        """#
}
