import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface ListCostOptions {
  /** Largest accepted cost of one operation. */
  maxCost: number;
  /** Most items accepted in one list argument (e.g. nodes(ids:)). */
  maxListArgument: number;
  /** Expected size of a list field without a size argument (categories, subCategories, ...). */
  defaultListSize: number;
  /** Relay's page sizes: a connection without first/last serves the default, and never more than the maximum. */
  defaultPageSize: number;
  maxPageSize: number;
}

/** A refusal of the cost rule, in GraphQL's error shape with a machine code. */
function refusal(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/** The value of an argument, reading variables as the client sent them (before coercion). */
function argumentValue(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values;
    case Kind.NULL:
      return null;
    default:
      return undefined;
  }
}

/**
 * The cost of an operation with list fields multiplied by their expected size: a connection by its first/last
 * (bounded by the page maximum it serves), a list argument such as ids by its length, any other list by a default
 * size. Variables are read too, so `nodes(ids: $ids)` with 20,000 ids costs what it would do. A list argument over
 * the cap is refused outright with a message naming it.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
  options: ListCostOptions,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const root =
    operation.operation === OperationTypeNode.QUERY ? schema.getQueryType() : operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) return 0;
  const fragmentCosts = new Map<string, number>();
  const visiting = new Set<string>();

  const selectionCost = (selectionSet: SelectionSetNode, parent: GraphQLNamedType): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) total += fieldCost(selection, parent);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) ?? parent) : parent;
        total += selectionCost(selection.selectionSet, type);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        let cost = fragmentCosts.get(name);
        if (cost === undefined) {
          visiting.add(name);
          cost = selectionCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? parent);
          visiting.delete(name);
          fragmentCosts.set(name, cost);
        }
        total += cost;
      }
      if (total > options.maxCost) return total;
    }
    return total;
  };

  const fieldCost = (field: FieldNode, parent: GraphQLNamedType): number => {
    if (field.name.value.startsWith('__')) return 0;
    if (!isObjectType(parent) && !isInterfaceType(parent)) return 0;
    const definition = parent.getFields()[field.name.value];
    if (!definition) return 0;
    let multiplier = 1;
    let listArgument = false;
    for (const argument of field.arguments ?? []) {
      const argumentType = definition.args.find((candidate) => candidate.name === argument.name.value)?.type;
      if (!argumentType || !isListType(getNullableType(argumentType))) continue;
      const value = argumentValue(argument.value, variables);
      const length = Array.isArray(value) ? value.length : value === null || value === undefined ? 0 : 1;
      if (length > options.maxListArgument) {
        throw refusal(
          `${field.name.value}(${argument.name.value}:) accepts at most ${options.maxListArgument} items; ${length} were sent.`,
          'LIST_ARGUMENT_TOO_LONG',
        );
      }
      listArgument = true;
      multiplier = Math.max(multiplier, length);
    }
    const type = getNamedType(definition.type);
    if (!field.selectionSet) return 1;
    const isConnection = type.name.endsWith('Connection') && definition.args.some((argument) => argument.name === 'first');
    if (isConnection) {
      const sizes = (field.arguments ?? [])
        .filter((argument) => argument.name.value === 'first' || argument.name.value === 'last')
        .map((argument) => argumentValue(argument.value, variables))
        .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
      const asked = sizes.length > 0 ? Math.max(...sizes) : options.defaultPageSize;
      multiplier = Math.min(Math.max(asked, 0), options.maxPageSize);
    } else if (!listArgument && isListType(getNullableType(definition.type)) && !parent.name.endsWith('Connection')) {
      // Edges of a connection are already counted by the connection's page size.
      multiplier = options.defaultListSize;
    }
    return 1 + multiplier * selectionCost(field.selectionSet, type);
  };

  return selectionCost(operation.selectionSet, root);
}

/**
 * Envelop plugin: before executing, refuses an operation whose list-aware cost is over the limit, or with a list
 * argument over the cap. It runs with the variables, which a validation rule does not see.
 */
export function listCostLimit(options: ListCostOptions): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      try {
        // Envelop types the execute arguments loosely; they are GraphQL's own ExecutionArgs.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
        const cost = operationCost(args.schema, args.document, args.operationName, (args.variableValues ?? {}) as Record<string, unknown>, options);
        if (cost > options.maxCost) {
          throw refusal(`Query Cost limit of ${options.maxCost} exceeded, found ${cost > 1e12 ? 'more than 10^12' : cost}: ask for fewer items or fewer nested lists.`, 'COST_LIMIT');
        }
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        setResultAndStopExecution({ errors: [error] });
      }
    },
  };
}
