import Kittens

/// What another feature writes over each gallery cell's picture, along its bottom edge (the
/// breeds write the breed's name): a badge made with each cell and given the cell's row
/// whenever the cell is bound. For presentation only: the picture's label says it too.
@MainActor
struct CellCaption {
    /// The badge's style class (data/kittens.css), which also finds it again.
    let cssClass: String
    /// The caption for `row` (nil: the cell's URL is not listed); nil hides the badge.
    let text: @MainActor (PictureRow?) -> String?
}
