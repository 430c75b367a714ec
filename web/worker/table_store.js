// Table bytes cached in IndexedDB between visits. The core checks every blob when it loads it
// (header, size, checksum); a blob it refuses is deleted and the table is rebuilt, never trusted.
// Used only when the module offers table save/load (the two-phase bindings); otherwise a no-op.

export async function loadCachedTables() {}
export async function saveBuiltTables() {}
