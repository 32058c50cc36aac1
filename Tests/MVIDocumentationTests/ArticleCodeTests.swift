import Foundation
import XCTest

/// Every Swift code block of the DocC articles of `MVI` and `MVITesting` stands, line for line
/// (indentation aside), in one of this target's test files, where it compiles and runs: an
/// article cannot show code that drifted from the library.
final class ArticleCodeTests: XCTestCase {
    static let catalogs = ["Sources/MVI/MVI.docc", "Sources/MVITesting/MVITesting.docc"]

    func testEveryCodeBlockOfEveryArticleIsInTheseTests() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let repository = folder.deletingLastPathComponent().deletingLastPathComponent()
        let tests = try Self.files(in: folder, ending: ".swift").map { Self.lines(try String(contentsOf: $0, encoding: .utf8)) }
        var blocks = 0
        for catalog in Self.catalogs {
            let articles = try Self.files(in: repository.appendingPathComponent(catalog), ending: ".md")
            XCTAssertFalse(articles.isEmpty, "\(catalog) has articles")
            for article in articles {
                for block in Self.swiftBlocks(in: try String(contentsOf: article, encoding: .utf8)) {
                    blocks += 1
                    XCTAssertTrue(tests.contains { $0.contains(Self.lines(block)) },
                                  "this code block of \(catalog)/\(article.lastPathComponent) is in no test of \(folder.lastPathComponent):\n\(block)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(blocks, 5, "the articles' code blocks were found")
    }

    /// The Swift code blocks (fenced with ```swift) of a Markdown text.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let block = current, trimmed == "```" {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The text's lines without their indentation, each between line ends, so that a block
    /// matches whole lines only.
    static func lines(_ text: String) -> String {
        "\n" + text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n") + "\n"
    }

    static func files(in folder: URL, ending suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
