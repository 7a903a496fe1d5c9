import { GraphQLError, Kind, type ValueNode, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { controlCharacterMessage, type ControlCharacterFinding, hasControlCharacter } from '../lib/control-characters.js';

/** The first string literal holding a control character in an argument's value, with its path. */
function inValue(node: ValueNode, path: string[]): ControlCharacterFinding | null {
  if (node.kind === Kind.STRING) {
    const codePoint = hasControlCharacter(node.value);
    return codePoint === null ? null : { field: path.join('.'), codePoint };
  }
  if (node.kind === Kind.LIST) {
    for (const [index, item] of node.values.entries()) {
      const found = inValue(item, [...path, String(index)]);
      if (found) return found;
    }
  }
  if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) {
      const found = inValue(field.value, [...path, field.name.value]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses control characters written in the document's string literals (`name: "probe\u0000tail"`); those in
 * variables are refused by the request-limits middleware, like every REST body.
 */
export function refuseControlCharacters(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let found: ControlCharacterFinding | null = null;
      visit(args.document, {
        Argument(node) {
          found ??= inValue(node.value, [node.name.value]);
        },
      });
      if (found) {
        setResultAndStopExecution({ errors: [new GraphQLError(controlCharacterMessage(found), { extensions: { code: 'BAD_USER_INPUT' } })] });
      }
    },
  };
}
