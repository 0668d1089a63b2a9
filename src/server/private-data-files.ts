import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything under DATA_DIR is a visitor's data (the database, uploads, report emails),
 * so only the server's own user may read it: files 0600, folders 0700 (decision 0060).
 * Explicit modes where we create files ourselves, a umask of 077 in the server process
 * for the files other code creates (SQLite's WAL, the outbox's .eml files).
 */
export const privateFileMode = 0o600;
export const privateFolderMode = 0o700;

/** Creates the folder (and missing parents) 0700, and narrows it to 0700 when it already exists. */
export function makePrivateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: privateFolderMode });
  fs.chmodSync(folder, privateFolderMode);
}

/** Creates an empty file 0600 unless it exists, and narrows an existing one to 0600. */
export function makePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', privateFileMode));
  fs.chmodSync(file, privateFileMode);
}

/** The data folder and the folders the server writes into, made private before first use. */
export function preparePrivateDataFolders(dataDir: string): void {
  for (const folder of [dataDir, path.join(dataDir, 'uploads'), path.join(dataDir, 'outbox')]) {
    makePrivateFolder(folder);
  }
}

/** New files and folders of this process default to 0600 / 0700, whoever creates them. */
export function restrictNewFileModes(): void {
  process.umask(0o077);
}
