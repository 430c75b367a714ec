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

// Every record of the page's IndexedDB database, read with the browser's own API (not the page's
// code): {store name: {name, version, data}}.
export function databaseRecords(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('cubelab-data');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('stores')) return resolve({});
          const all = db.transaction('stores').objectStore('stores').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(Object.fromEntries(all.result.map((r) => [r.name, r])));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

// A store's data as the page's database holds it once the page's writes have finished (undefined
// when the store has no record).
export async function storedData(page, name) {
  await page.evaluate(() => window.cubelab.storage.flush());
  return (await databaseRecords(page))[name]?.data;
}

// Empties the page's database and localStorage (a user clearing the site's data), read with the
// browser's own API.
export function clearStoredData(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        localStorage.clear();
        const open = indexedDB.open('cubelab-data');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('stores', 'readwrite');
          tx.objectStore('stores').clear();
          tx.oncomplete = () => (db.close(), resolve(true));
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

// Holds the page's database busy: a read-write transaction kept open (each request asks the next),
// so the page's own writes wait behind it until the page unloads, which aborts them all. A change
// made after this and followed by a reload is exactly a write the browser never finished.
export function holdDatabase(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('cubelab-data');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('stores', 'readwrite').objectStore('stores');
          const again = () => (store.count().onsuccess = again);
          again();
          resolve(true);
        };
      }),
  );
}
