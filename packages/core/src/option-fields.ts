/**
 * Game options as form fields, from the game's zod schema through
 * `z.toJSONSchema` (defaults, descriptions, bounds and choices included).
 */

import { z } from 'zod';
import type { AnyGame } from './game.ts';

export interface OptionField {
  readonly key: string;
  /** `multi`: a list of choices (a set of checkboxes); `json`: anything else, typed as JSON. */
  readonly kind: 'integer' | 'number' | 'boolean' | 'choice' | 'multi' | 'text' | 'json';
  readonly description?: string;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly choices?: readonly string[];
  /** `text`: the longest text allowed (a long one is written in several lines: a level, a map). */
  readonly maxLength?: number;
  /** The option may be null (an empty field keeps the default). */
  readonly nullable?: boolean;
}

/** What a wrapper node says about the field itself. */
function pick(node: JsonSchemaNode): JsonSchemaNode {
  return {
    ...(node.description ? { description: node.description } : {}),
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
}

interface JsonSchemaNode {
  type?: string | string[];
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  items?: JsonSchemaNode;
  properties?: Record<string, JsonSchemaNode>;
}

export function optionFields(game: AnyGame): OptionField[] {
  let schema: JsonSchemaNode;
  try {
    schema = z.toJSONSchema(game.optionsSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  } catch {
    return [];
  }
  return Object.entries(schema.properties ?? {}).map(([key, node]) => fieldOf(key, node));
}

function fieldOf(key: string, node: JsonSchemaNode): OptionField {
  // `x.nullable()`: the field of x; left empty, the option keeps its default.
  const members = node.anyOf?.filter((m) => m.type !== 'null');
  if (members?.length === 1 && node.anyOf?.length === 2)
    return { ...fieldOf(key, { ...(members[0] as JsonSchemaNode), ...pick(node) }), nullable: true };
  const base = {
    key,
    ...(node.description ? { description: node.description } : {}),
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (node.enum?.every((v) => typeof v === 'string'))
    return { ...base, kind: 'choice', choices: node.enum as string[] };
  if (type === 'integer' || type === 'number') {
    const minimum = node.minimum ?? node.exclusiveMinimum;
    const maximum = node.maximum ?? node.exclusiveMaximum;
    return {
      ...base,
      kind: type,
      ...(minimum !== undefined && Number.isFinite(minimum) && Math.abs(minimum) < 2 ** 53
        ? { minimum }
        : {}),
      ...(maximum !== undefined && Number.isFinite(maximum) && Math.abs(maximum) < 2 ** 53
        ? { maximum }
        : {}),
    };
  }
  if (type === 'boolean') return { ...base, kind: 'boolean' };
  if (type === 'array' && node.items?.enum?.every((v) => typeof v === 'string'))
    return { ...base, kind: 'multi', choices: node.items.enum as string[] };
  if (type === 'string')
    return { ...base, kind: 'text', ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}) };
  return { ...base, kind: 'json' };
}
