// Helpers for the browser tests of the user's stored data (not a test file itself).
import { waitForIdle } from './harness.mjs';

// Opens the page as a visitor from before IndexedDB: `entries` are put in localStorage under the
// page's origin first (from an empty page of the same origin, so no page script runs), then the
// page is loaded. Use with withPage(..., { waitUntil: 'none' }).
export async function openWithLocalStorage(page, ctx, entries, path = '/') {
  const blank = new URL('/seed-storage', ctx.url).href;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto(blank);
  await page.evaluate((e) => {
    for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
  }, entries);
  await page.goto(new URL(path, ctx.url).href);
  await waitForIdle(page);
}

// Does `action` on the page's IndexedDB database with the browser's own API (not the page's code):
// 'read' resolves to every record, {store name: {name, version, data}}; 'clear' empties it and
// localStorage; 'hold' keeps a read-write transaction open (each request asks the next), so the
// page's own writes wait behind it until the page unloads, which aborts them all.
function onDatabase(page, action) {
  return page.evaluate(
    (act) =>
      new Promise((resolve, reject) => {
        if (act === 'clear') localStorage.clear();
        const open = indexedDB.open('cubelab-data');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('stores')) return resolve({});
          const tx = db.transaction('stores', act === 'read' ? 'readonly' : 'readwrite');
          const store = tx.objectStore('stores');
          tx.onerror = () => reject(tx.error);
          if (act === 'hold') {
            const again = () => (store.count().onsuccess = again);
            again();
            return resolve(true);
          }
          const all = act === 'read' ? store.getAll() : store.clear();
          tx.oncomplete = () => {
            db.close();
            resolve(act === 'read' ? Object.fromEntries(all.result.map((r) => [r.name, r])) : true);
          };
        };
      }),
    action,
  );
}

export const databaseRecords = (page) => onDatabase(page, 'read');

// A store's data as the page's database holds it once the page's writes have finished (undefined
// when the store has no record).
export async function storedData(page, name) {
  await page.evaluate(() => window.cubelab.storage.flush());
  return (await databaseRecords(page))[name]?.data;
}

// Empties the page's database and localStorage (a user clearing the site's data).
export const clearStoredData = (page) => onDatabase(page, 'clear');

// Holds the page's database busy (see onDatabase): a change made after this and followed by a
// reload is exactly a write the browser never finished.
export const holdDatabase = (page) => onDatabase(page, 'hold');
