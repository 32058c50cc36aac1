/// The one splice that turns the rows on screen into new rows: keep the longest common prefix
/// and suffix, replace what lies between. Appending a page is a splice at the end that removes
/// nothing; replacing everything is one splice over the whole list; equal lists need no update.
///
/// Pure and display-free, so the list's diff behaviour is tested without GTK.
struct RowsUpdate: Equatable, Sendable {
    /// Where the splice starts, in both the old and the new list.
    let position: Int
    /// How many old rows it removes.
    let removed: Int
    /// The indices of the new rows it inserts at `position`.
    let added: Range<Int>

    init(position: Int, removed: Int, added: Range<Int>) {
        self.position = position
        self.removed = removed
        self.added = added
    }

    /// The splice from `old` to `new`, or nil when they are equal.
    init?<Element: Equatable>(from old: [Element], to new: [Element]) {
        let prefix = old.withUnsafeBufferPointer { oldRows in
            new.withUnsafeBufferPointer { newRows in
                let limit = min(oldRows.count, newRows.count)
                var index = 0
                while index < limit, oldRows[index] == newRows[index] { index += 1 }
                return index
            }
        }
        if prefix == old.count, prefix == new.count { return nil }
        let suffix = old.withUnsafeBufferPointer { oldRows in
            new.withUnsafeBufferPointer { newRows in
                let limit = min(oldRows.count, newRows.count) - prefix
                var length = 0
                while length < limit, oldRows[oldRows.count - 1 - length] == newRows[newRows.count - 1 - length] {
                    length += 1
                }
                return length
            }
        }
        position = prefix
        removed = old.count - prefix - suffix
        added = prefix..<(new.count - suffix)
    }
}
