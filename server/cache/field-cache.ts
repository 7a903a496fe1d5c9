import SchemaBuilder, {
  BasePlugin,
  type FieldNullability,
  type InputFieldMap,
  type PothosOutputFieldConfig,
  type PothosTypeConfig,
  type SchemaTypes,
  type TypeParam,
} from '@pothos/core';
import { getNamedType, type GraphQLNamedType, type GraphQLSchema, isInterfaceType, isObjectType } from 'graphql';

/*
 * What the response cache may keep is declared on the schema itself, next to each field, and read back from the
 * built schema at start (graphql-response-cache.ts). A field without a declaration makes every query that selects
 * it uncached: a new field is answered fresh, per request, until someone decides that every anonymous visitor may
 * share its value.
 */

/**
 * What the response cache may do with a field of an anonymous answer:
 * - `public`: every anonymous request with the same key gets the same value. The field reads only the catalogue
 *   or the delivery zones (a write to either moves the catalogue version), the clock at a promotion's start or end
 *   or a promo code's expiry, and the request's language.
 * - `publicHourly`: as `public`, and its value also moves with the clock in whole Kigali hours (the day's change, a
 *   cut-off hour): answers holding it are kept until the next whole hour.
 * - `nullWhenSignedOut`: null for every anonymous request whatever the data (the viewer's own things); only
 *   anonymous requests are looked up, so what is selected inside it never runs for them.
 */
export type FieldCache = 'public' | 'publicHourly' | 'nullWhenSignedOut';

/** What the cache reads back from the built schema: the declarations by schema coordinate (`Type.field`). */
export interface CacheDeclarations {
  fields: ReadonlyMap<string, FieldCache>;
  /**
   * The object and interface types a cached query may reach: Query's, and those a field declared `public` or
   * `publicHourly` returns, from there on. A fragment on any other type makes a query uncached.
   */
  types: ReadonlySet<string>;
  /** Types whose objects node(id:) and nodes(ids:) may answer from the cache (`cacheNodeLookup`). */
  nodeTypes: ReadonlySet<string>;
}

const FIELD_EXTENSION = 'cache';
const NODE_LOOKUP_EXTENSION = 'cacheNodeLookup';

/** Copies the `cache` and `cacheNodeLookup` options into the built schema's extensions, where the cache reads them. */
export class FieldCachePlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const cache = (fieldConfig.pothosOptions as { cache?: FieldCache }).cache ?? (this.isNodeInterfaceId(fieldConfig) ? 'public' : undefined);
    if (cache === undefined) return fieldConfig;
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, [FIELD_EXTENSION]: cache } };
  }

  /**
   * The Node interface's id is declared here (relay's `idFieldOptions` would declare every node type's id too): a
   * global id is the same for everyone. Whether a node may be cached is each node type's to declare (its fields,
   * `cacheNodeLookup`).
   */
  private isNodeInterfaceId(fieldConfig: PothosOutputFieldConfig<Types>): boolean {
    const { relay } = this.builder.options;
    return (
      fieldConfig.kind === 'Interface' &&
      fieldConfig.parentType === (relay?.nodeTypeOptions?.name ?? 'Node') &&
      fieldConfig.name === (relay?.idFieldName ?? 'id')
    );
  }

  override onTypeConfig(typeConfig: PothosTypeConfig): PothosTypeConfig {
    if (typeConfig.kind !== 'Object' || (typeConfig.pothosOptions as { cacheNodeLookup?: boolean }).cacheNodeLookup !== true) return typeConfig;
    return { ...typeConfig, extensions: { ...typeConfig.extensions, [NODE_LOOKUP_EXTENSION]: true } };
  }
}

const declarationsBySchema = new WeakMap<GraphQLSchema, CacheDeclarations>();

/** The declarations of a built schema, read once per schema. */
export function cacheDeclarations(schema: GraphQLSchema): CacheDeclarations {
  let declarations = declarationsBySchema.get(schema);
  if (declarations === undefined) {
    declarations = readDeclarations(schema);
    declarationsBySchema.set(schema, declarations);
  }
  return declarations;
}

function readDeclarations(schema: GraphQLSchema): CacheDeclarations {
  const fields = new Map<string, FieldCache>();
  const nodeTypes = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    if (isObjectType(type) && type.extensions[NODE_LOOKUP_EXTENSION] === true) nodeTypes.add(type.name);
    for (const field of Object.values(type.getFields())) {
      const cache = field.extensions[FIELD_EXTENSION] as FieldCache | undefined;
      if (cache !== undefined) fields.set(`${type.name}.${field.name}`, cache);
    }
  }
  const types = new Set<string>();
  const queryType = schema.getQueryType();
  const reached: GraphQLNamedType[] = queryType ? [queryType] : [];
  for (let type = reached.pop(); type !== undefined; type = reached.pop()) {
    if (types.has(type.name) || (!isObjectType(type) && !isInterfaceType(type))) continue;
    types.add(type.name);
    for (const field of Object.values(type.getFields())) {
      const cache = fields.get(`${type.name}.${field.name}`);
      // A field null when signed out is never walked into: its type is not reached through it.
      if (cache === 'public' || cache === 'publicHourly') reached.push(getNamedType(field.type));
    }
  }
  return { fields, types, nodeTypes };
}

/* eslint-disable @typescript-eslint/no-unused-vars -- merged interfaces repeat Pothos's type parameters, used or not */
declare global {
  // Pothos plugins register themselves and their options in this namespace (declaration merging).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      fieldCache: FieldCachePlugin<Types>;
    }
    interface FieldOptions<
      Types extends SchemaTypes,
      ParentShape,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveShape,
      ResolveReturnShape,
    > {
      /** Whether the response cache may keep this field's value in an anonymous answer; absent: never (see FieldCache). */
      cache?: FieldCache;
    }
    interface ObjectTypeOptions<Types extends SchemaTypes, Shape> {
      /** node(id:) and nodes(ids:) naming an object of this type may be answered from the cache. */
      cacheNodeLookup?: boolean;
    }
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */

const pluginName = 'fieldCache';
SchemaBuilder.registerPlugin(pluginName, FieldCachePlugin);
export default pluginName;
