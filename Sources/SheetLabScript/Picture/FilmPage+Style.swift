extension FilmPage {
    /// The page's style sheet: the phone at a fixed place, everything else placed by the script
    /// around it; system fonts only.
    static let style = #"""
        body { margin: 0; background: #f4f5f7; color: #1f2328; font: 13px/1.4 system-ui, sans-serif; }
        #phone { position: absolute; left: 16px; top: 16px; }
        #side { position: absolute; top: 16px; width: 420px; }
        #side h1 { font-size: 15px; margin: 0 0 4px; }
        #side p { margin: 0 0 8px; }
        #clock { font: 600 22px/1.2 ui-monospace, monospace; }
        #sheets { border-collapse: collapse; font-variant-numeric: tabular-nums; }
        #sheets td { padding: 2px 8px 2px 0; vertical-align: top; }
        #sheets .name { font-weight: 600; }
        #sheets .armed { color: #c81e1e; font-weight: 600; }
        #sheets .readouts { color: #57606a; font-family: ui-monospace, monospace; font-size: 12px; padding-bottom: 8px; }
        #sheets .readout { white-space: nowrap; }
        .hint { color: #57606a; font-size: 12px; }
        #below { position: absolute; left: 16px; }
        #controls { display: flex; align-items: center; gap: 6px; margin-bottom: 10px; }
        #controls button { font: inherit; padding: 3px 9px; }
        #scrubber { width: 360px; }
        #time { font: 600 13px ui-monospace, monospace; min-width: 64px; }

        """#
}
