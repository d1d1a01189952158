"""Start fresh (static/js/start-fresh.js) keeps the history's archive: every chunk moves
to a backup key in it (archive.js `setArchiveAside`), the next start reads none of
them, and its text is kept whole."""

from __future__ import annotations

from playwright.sync_api import Page

STORE = """async () => {
  const archive = await import("/static/js/archive.js");
  await archive.storeChunk("balut:archive:1.ab", "older games");
  return (await archive.readArchive()).chunks;
}"""
START_FRESH = "import('/static/js/start-fresh.js').then(({ startFresh }) => { startFresh(); })"
READ = """async () => {
  const archive = await import("/static/js/archive.js");
  const kept = await new Promise((resolve) => {
    const opening = indexedDB.open("balut-archive");
    opening.onsuccess = () => {
      const store = opening.result.transaction("chunks").objectStore("chunks");
      const call = store.getAll();
      call.onsuccess = () => { opening.result.close(); resolve(call.result); };
    };
  });
  return { read: (await archive.readArchive()).chunks, kept };
}"""


def test_start_fresh_sets_the_archive_aside_and_keeps_it(page: Page) -> None:
    page.goto("/__test__/blank.html")
    assert page.evaluate(STORE) == {"balut:archive:1.ab": "older games"}
    with page.expect_navigation():
        page.evaluate(START_FRESH)
    assert page.evaluate(READ) == {"read": {}, "kept": ["older games"]}
