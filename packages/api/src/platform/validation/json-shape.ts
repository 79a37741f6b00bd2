import { INPUT_LIMITS, LISTED_KEYS, tooDeep, tooLong, tooManyKeys, tooManyValues } from './input-limits.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** An object or array the scan is inside. */
interface Container {
  readonly object: boolean;
  /** Members or items seen so far (a member counts from its first byte on). */
  items: number;
  /** Object: the next string is a key. */
  expectingKey: boolean;
  /** Object: byte range of the key being read or last read (for a refusal's path). */
  keyStart: number;
  keyEnd: number;
  /** Object: byte ranges of its first LISTED_KEYS keys (for a refusal). */
  readonly firstKeys: [number, number][];
}

/**
 * What is wrong with a JSON body's shape, read from its bytes before it is parsed, or null:
 * beyond an INPUT_LIMITS bound (too deep, an object with too many keys, an array with too many
 * items, too many values in all). One pass over the bytes with a stack no deeper than
 * maxDepth, so a 1 MB body costs a few ms whatever its shape, and JSON.parse never builds the
 * 90,000-key object that would cost far more. It checks only the structure: broken JSON is
 * either refused here or by the parser that runs next.
 */
export function findJsonShapeProblem(bytes: Buffer): string | null {
  const stack: Container[] = [];
  let top: Container | undefined;
  let values = 0;
  let inString = false;
  let stringStart = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) {
        inString = false;
        if (top?.object === true && top.expectingKey) {
          top.keyStart = stringStart;
          top.keyEnd = index + 1;
          if (top.firstKeys.length < LISTED_KEYS) top.firstKeys.push([stringStart, index + 1]);
        }
      }
      continue;
    }
    // Whitespace: nothing starts here.
    if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) continue;
    if (byte === COMMA) {
      if (top !== undefined) {
        if (top.object) top.expectingKey = true;
        if (!startItem(top)) return limitProblem(stack, bytes);
        values += 1;
        if (values > INPUT_LIMITS.maxValues) return tooManyValues('body');
      }
      continue;
    }
    if (byte === COLON) {
      if (top !== undefined) top.expectingKey = false;
      continue;
    }
    if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      stack.pop();
      top = stack.at(-1);
      continue;
    }
    // A token starts: the first member or item of an empty container counts here.
    if (top !== undefined && top.items === 0) {
      top.items = 1;
      values += 1;
      if (values > INPUT_LIMITS.maxValues) return tooManyValues('body');
    }
    if (byte === QUOTE) {
      inString = true;
      stringStart = index;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (stack.length >= INPUT_LIMITS.maxDepth) return tooDeep('body');
      const object = byte === OPEN_OBJECT;
      top = { object, items: 0, expectingKey: object, keyStart: -1, keyEnd: -1, firstKeys: [] };
      stack.push(top);
    }
  }
  return null;
}

/** Counts one more member or item after a comma; false when that is past its container's bound. */
function startItem(container: Container): boolean {
  container.items += 1;
  return container.items <= (container.object ? INPUT_LIMITS.maxKeys : INPUT_LIMITS.maxArrayLength);
}

/** The refusal for the innermost container, which just went past its bound. */
function limitProblem(stack: readonly Container[], bytes: Buffer): string {
  const path: string[] = [];
  for (let level = 1; level < stack.length; level += 1) {
    const parent = stack[level - 1]!;
    path.push(parent.object ? keyText(bytes, parent.keyStart, parent.keyEnd) : String(parent.items - 1));
  }
  const container = stack.at(-1)!;
  if (!container.object) return tooLong('body', path);
  return tooManyKeys(
    'body',
    path,
    container.firstKeys.map(([start, end]) => keyText(bytes, start, end)),
  );
}

/** A key as the client wrote it (its JSON string decoded). */
function keyText(bytes: Buffer, start: number, end: number): string {
  const raw = bytes.toString('utf8', start, end);
  try {
    const key: unknown = JSON.parse(raw);
    return typeof key === 'string' ? key : raw;
  } catch {
    return raw.slice(1, -1);
  }
}
