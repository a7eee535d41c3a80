/**
 * How the catalogue import reads a row's picture (./tagging.ts `PictureReader`): an `image_file`
 * from the disk, else an http(s) `image_url` downloaded. A catalogue file may come from someone
 * else (a supplier, a marketplace export), so neither may reach what the operator did not mean
 * to give the import:
 *
 * - `image_file` is read only inside the picture folder (the imported file's, or
 *   `--images DIR`): the path is resolved with the links it goes through (realpath), and one that
 *   ends outside the folder (`../`, an absolute path, a symbolic link out of it) is refused.
 * - `image_url` is downloaded only from a public address: every address its host name resolves
 *   to must be public unicast (`isPublicAddress`: no loopback, private, carrier-grade NAT,
 *   link-local, unique-local, unspecified, multicast or reserved address, nor an IPv4-mapped
 *   IPv6 form of one), and the connection is made to the address checked, never to a second
 *   answer of the DNS (a rebinding). Redirects are followed up to MAX_REDIRECTS times, each
 *   checked as the first address. These are OWASP's defences against server-side request
 *   forgery (an allow-list of address ranges checked after resolution, redirects checked).
 * - Both stop at MAX_PICTURE_BYTES, and a download at DOWNLOAD_TIMEOUT_MS.
 *
 * A refused picture throws PictureRefusedError (the row is rejected with its Korean reason); a
 * picture that cannot be read (missing, too big, too slow, HTTP error) throws an Error (the row is
 * imported without a look, or rejected when its category or colour was left to the picture).
 */
import { lookup as dnsLookup } from 'node:dns';
import { open, realpath } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import type { PictureReader } from './tagging';

/**
 * Largest picture the import reads, from a file or a download (bytes): 20 MB, above a shop's
 * full-size product photo (a few MB); the recogniser itself reads 480 px.
 */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** Longest a picture's download may take, redirects included (ms). */
export const DOWNLOAD_TIMEOUT_MS = 15_000;

/** Redirects a download follows (each to a public address): a CDN's one or two, with room. */
const MAX_REDIRECTS = 5;

/** A picture the import refuses to read: the row is rejected with this Korean message. */
export class PictureRefusedError extends Error {
  /** `field`: the column of the refused picture. */
  constructor(
    readonly field: 'image_file' | 'image_url',
    message: string,
  ) {
    super(message);
    this.name = 'PictureRefusedError';
  }
}

/**
 * Whether a download may connect to `address` (IPv4 or IPv6 text, as the DNS answers it): only a
 * public unicast address, as ipaddr.js classes it; an IPv4-mapped IPv6 address is judged as its
 * IPv4 one. False for anything that is not an address.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

export interface PictureReaderOptions {
  /** Largest picture read (bytes), default MAX_PICTURE_BYTES. */
  maxBytes?: number;
  /** Longest a download may take (ms), default DOWNLOAD_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Whether a download may connect to an address: `isPublicAddress` unless a test says else. */
  isAllowedAddress?: (address: string) => boolean;
}

/**
 * The import's picture reader: a source starting with `http://` or `https://` is downloaded,
 * anything else is an `image_file` path read inside `folder` (see the module comment).
 */
export function pictureReader(folder: string, options: PictureReaderOptions = {}): PictureReader {
  const limits = {
    maxBytes: options.maxBytes ?? MAX_PICTURE_BYTES,
    timeoutMs: options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS,
    isAllowed: options.isAllowedAddress ?? isPublicAddress,
  };
  return (source) =>
    /^https?:\/\//i.test(source) ? download(source, limits) : readInside(folder, source, limits);
}

/** `limit` bytes as the messages say it (`20MB`, `0.5MB`). */
const megabytes = (limit: number): string =>
  `${(limit / 1024 / 1024).toLocaleString('ko-KR', { maximumFractionDigits: 3 })}MB`;

/** Is `file` (absolute) inside `folder` (absolute)? */
function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** Reads `name` (an `image_file`) inside `folder`, refusing a path that leaves it. */
async function readInside(
  folder: string,
  name: string,
  limits: { maxBytes: number },
): Promise<Buffer> {
  const refused = () =>
    new PictureRefusedError(
      'image_file',
      `image_file은 사진 폴더(${folder}) 안에 있어야 합니다 (폴더 밖을 가리키는 ../, 절대 경로, 링크는 읽지 않습니다): "${name}"`,
    );
  const root = await realpath(folder);
  const asWritten = path.resolve(root, name);
  if (!isInside(root, asWritten)) throw refused();
  let file: string;
  try {
    file = await realpath(asWritten);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`사진 파일이 없습니다: "${name}"`, { cause: error });
    throw error;
  }
  if (!isInside(root, file)) throw refused();
  const handle = await open(file);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new Error(`사진 파일이 일반 파일이 아닙니다: "${name}"`);
    if (stats.size > limits.maxBytes)
      throw new Error(`사진이 ${megabytes(limits.maxBytes)}보다 큽니다: "${name}"`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** The refusal of a download from `host`, which is or resolves to `address`. */
const notPublic = (host: string, address: string) =>
  new PictureRefusedError(
    'image_url',
    `사진 주소가 공개 인터넷 주소가 아닙니다 (${host} → ${ipaddr.isValid(address) ? ipaddr.process(address).toString() : address}): 내부망이나 이 컴퓨터의 주소에서는 사진을 받지 않습니다.`,
  );

/**
 * A DNS lookup for the connection to `host` that answers only when every address the name
 * resolves to is allowed: the socket then connects to one of those very addresses.
 */
function checkedLookup(host: string, isAllowed: (address: string) => boolean): LookupFunction {
  return (name, options, callback) => {
    dnsLookup(name, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((a) => !isAllowed(a.address));
      if (refused) return callback(notPublic(host, refused.address), '');
      if (options.all) return callback(null, addresses);
      // (an answer without an address is ENOTFOUND, an error above)
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** One GET of `url` (no redirect followed), connected to an allowed address only. */
function get(
  url: URL,
  signal: AbortSignal,
  isAllowed: (address: string) => boolean,
): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // an address in the URL is connected to without a lookup: checked here
  if (isIP(host) !== 0 && !isAllowed(host)) return Promise.reject(notPublic(url.hostname, host));
  const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
    signal,
    lookup: checkedLookup(url.hostname, isAllowed),
    // a connection of its own: never one kept alive from a request checked otherwise
    agent: false,
  });
  return new Promise((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

/** Downloads `source` (an http(s) `image_url`) within the limits, following checked redirects. */
async function download(
  source: string,
  limits: { maxBytes: number; timeoutMs: number; isAllowed: (address: string) => boolean },
): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    let url = new URL(source);
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, signal, limits.isAllowed);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects === MAX_REDIRECTS)
          throw new Error(`사진 주소가 ${MAX_REDIRECTS}번 넘게 다른 주소로 넘겨집니다: ${source}`);
        url = new URL(location, url);
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
          throw new PictureRefusedError(
            'image_url',
            `사진 주소가 http(s)가 아닌 주소로 넘겨집니다: ${url.href}`,
          );
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new Error(`${source}: HTTP ${status}`);
      }
      return await readBody(response, limits.maxBytes);
    }
  } catch (error) {
    if (signal.aborted)
      throw new Error(`사진을 ${limits.timeoutMs / 1000}초 안에 받지 못했습니다: ${source}`, {
        cause: error,
      });
    throw error;
  }
}

/** The body of `response`, given up on as soon as it passes `maxBytes`. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooBig = () => {
    response.destroy();
    return new Error(`사진이 ${megabytes(maxBytes)}보다 큽니다`);
  };
  if (Number(response.headers['content-length']) > maxBytes) throw tooBig();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooBig();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
