import FoundationEssentials
import Glibc

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
                Self.commonPrefix(oldRows, newRows)
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

    /// The length of the common prefix. Rows the store kept share their storage, so equal rows
    /// are usually bitwise identical: blocks are compared with `memcmp` first, and only a block
    /// that differs is compared element by element. (Bitwise identical values are taken as
    /// equal, which holds for rows: strings and URLs with the same storage are equal.) This
    /// keeps appending a page to 100k rows well under a millisecond.
    private static func commonPrefix<Element: Equatable>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>
    ) -> Int {
        let limit = min(old.count, new.count)
        let block = 256
        var index = 0
        if let oldBase = old.baseAddress, let newBase = new.baseAddress {
            while index + block <= limit,
                  memcmp(oldBase + index, newBase + index, block * MemoryLayout<Element>.stride) == 0 {
                index += block
            }
        }
        while index < limit, old[index] == new[index] { index += 1 }
        return index
    }
}
