/**
 * Control characters (U+0000-U+001F and U+007F) have no place in the shop's text: a NUL cut "probe\u0000tail"
 * down to "probe" on display. Tab, newline and carriage return stay allowed (descriptions and comments span lines).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export interface ControlCharacterFinding {
  /** Dotted path of the field, e.g. "input.name" or "addressLine". */
  field: string;
  codePoint: number;
}

/** The first string (or object key) in a parsed JSON value holding a control character, with its path. */
export function findControlCharacter(value: unknown, path: string[] = []): ControlCharacterFinding | null {
  if (typeof value === 'string') {
    const match = CONTROL.exec(value);
    return match ? { field: path.join('.') || '(body)', codePoint: match[0].charCodeAt(0) } : null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findControlCharacter(value[index], [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const match = CONTROL.exec(key);
      if (match) return { field: [...path, key].join('.'), codePoint: match[0].charCodeAt(0) };
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The refusal text naming the field and the character. */
export function controlCharacterMessage(found: ControlCharacterFinding): string {
  const code = `U+${found.codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return `The field "${found.field}" contains a control character (${code}), which is not allowed in text; remove it and try again.`;
}

/** Same check on one string (GraphQL string literals in the document). */
export function hasControlCharacter(text: string): number | null {
  const match = CONTROL.exec(text);
  return match ? match[0].charCodeAt(0) : null;
}
