/** Vitest setup: every test file gets a fresh in-memory IndexedDB (fake-indexeddb). */
import 'fake-indexeddb/auto';
