/// Lays out completion candidates in columns, down then across, as `ls` does.
public enum CompletionListing {
    /// The candidates as lines fitting `width` columns (at least one column), each ending in a
    /// newline; columns are two spaces apart and lines carry no trailing blanks.
    public static func format(_ candidates: [String], width: Int) -> String {
        guard !candidates.isEmpty else { return "" }
        let cellWidth = candidates.map(\.count).max()! + 2
        let columns = max(1, min(candidates.count, (width + 2) / cellWidth))
        let rows = (candidates.count + columns - 1) / columns
        var text = ""
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < candidates.count else { break }
                if !line.isEmpty {
                    line += String(repeating: " ", count: cellWidth - candidates[index - rows].count)
                }
                line += candidates[index]
            }
            text += line + "\n"
        }
        return text
    }
}
