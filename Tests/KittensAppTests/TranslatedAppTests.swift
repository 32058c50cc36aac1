import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// The real app in the user's language, with catalogues compiled from data/po by msgfmt, the way
/// meson compiles and installs them.
final class TranslatedAppTests: XCTestCase {
    func testUnderLanguageDeTheWindowShowsTheGermanEmptyStateAndError() throws {
        let shown = try textsShown(language: "de")
        XCTAssertTrue(shown.contains("window shows: Keine Kätzchen zum Anzeigen"), shown)
        XCTAssertTrue(shown.contains("window shows: Klicken Sie auf „Erneut versuchen“, um es noch einmal zu versuchen."), shown)
        XCTAssertTrue(shown.contains("window shows: TheCatAPI hat mit Fehler 503 (Dienst nicht verfügbar) geantwortet. Versuchen Sie es später erneut."), shown)
        XCTAssertFalse(shown.contains("window shows: No kittens"), shown)
    }

    func testUnderLanguageRuTheWindowShowsTheRussianEmptyState() throws {
        let shown = try textsShown(language: "ru")
        XCTAssertTrue(shown.contains("window shows: Нет котят для показа"), shown)
        XCTAssertTrue(shown.contains("window shows: TheCatAPI ответил ошибкой 503 (Сервис недоступен). Повторите попытку позже."), shown)
    }

    func testUnderLanguageDeAnAnswerWithHeadersTooBigIsUnreadableInGerman() throws {
        // libsoup says "Header too big" in German here too; it is still told apart from a lost connection.
        let shown = try textsShown(language: "de", answer: LoopbackResponse(headerFlood: .manyFields(count: 200_000)))
        XCTAssertTrue(shown.contains("window shows: TheCatAPI hat eine Antwort gesendet, die Kittens nicht lesen konnte. Versuchen Sie es später erneut."), shown)
    }

    func testWithoutACatalogueTheWindowStaysEnglish() throws {
        let shown = try textsShown(language: "de", catalogues: false)
        XCTAssertTrue(shown.contains("window shows: No kittens to show"), shown)
    }

    func testABadOptionIsReportedInGermanWithoutADisplay() throws {
        let run = try KittensProcess(arguments: ["--page-size", "-3"], environment: try environment(language: "de", catalogues: true).merging(["DISPLAY": ""]) { $1 }).finish()
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--page-size muss eine ganze Zahl von 1 bis 100 sein, nicht „-3“."), run.stderr)
    }

    /// The standard error of the app launched under `LANGUAGE=language` against a server that
    /// gives `answer` (503 unless told), once the window shows the error.
    private func textsShown(language: String, catalogues: Bool = true, answer: LoopbackResponse = .status(503)) throws -> String {
        try requireDisplay(for: "the kittens app")
        let server = try LoopbackHTTPServer { _ in answer }
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--endpoint", server.url("/search").absoluteString],
            environment: try environment(language: language, catalogues: catalogues)
        )
        let shown = app.waitForLog("window shows: TheCatAPI")
        app.terminate()
        let log = app.finish().stderr
        XCTAssertTrue(shown, "the window never showed the error:\n\(log)")
        return log
    }

    /// A user's environment for `language`: gettext honours LANGUAGE only under a locale other
    /// than C, hence C.UTF-8. With `catalogues`, KITTENS_LOCALE_DIR holds data/po compiled.
    private func environment(language: String, catalogues: Bool) throws -> [String: String] {
        var environment = [
            "LANGUAGE": language, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "",
            "XDG_CACHE_HOME": try temporaryFolder().path,
        ]
        let locale = try temporaryFolder()
        if catalogues { try compileCatalogues(["de", "ru"], into: locale) }
        environment["KITTENS_LOCALE_DIR"] = locale.path
        return environment
    }
}
