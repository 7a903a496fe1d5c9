import {
  type ASTVisitor,
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
  type ValidationContext,
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
 * (a variable's bounded by the page maximum it serves), a list argument such as ids by its length, any other list by a default
 * size. Variables are read too, so `nodes(ids: $ids)` with 20,000 ids costs what it would do. A list argument over
 * the cap is refused outright with a message naming it. The operation is given by its name (the first without) or
 * as its node.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  which: OperationDefinitionNode | string | null | undefined,
  variables: Record<string, unknown>,
  options: ListCostOptions,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = typeof which === 'object' && which !== null ? which : which ? operations.find((candidate) => candidate.name?.value === which) : operations[0];
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
      // A page size written in the document counts as written, so `first: 1000000` is refused as the document's own
      // ask; one from a variable counts as the page the connection serves, at most its maximum.
      const sizes = (field.arguments ?? [])
        .filter((argument) => argument.name.value === 'first' || argument.name.value === 'last')
        .map((argument) => {
          const value = argumentValue(argument.value, variables);
          if (typeof value !== 'number' || !Number.isFinite(value)) return null;
          return argument.value.kind === Kind.VARIABLE ? Math.min(value, options.maxPageSize) : value;
        })
        .filter((value): value is number => value !== null);
      multiplier = Math.max(sizes.length > 0 ? Math.max(...sizes) : Math.min(options.defaultPageSize, options.maxPageSize), 0);
    } else if (!listArgument && isListType(getNullableType(definition.type)) && !parent.name.endsWith('Connection')) {
      // Edges of a connection are already counted by the connection's page size.
      multiplier = options.defaultListSize;
    }
    return 1 + multiplier * selectionCost(field.selectionSet, type);
  };

  return selectionCost(operation.selectionSet, root);
}

/**
 * Envelop plugin, the shop's one cost limit, applied twice with the same count: while validating, to the document
 * alone (variables not known yet), so that an over-costly document is refused before its other faults as the depth
 * and alias limits refuse theirs, and validation stays cacheable per document; then before executing, with the
 * variables, which may ask for more (a long `ids` list, a page size). Either refuses an operation over the limit, or
 * with a list argument over the cap.
 */
export function listCostLimit(options: ListCostOptions): Plugin {
  const refuseOverLimit = (cost: number) => {
    if (cost > options.maxCost) {
      throw refusal(`Query Cost limit of ${options.maxCost} exceeded, found ${cost > 1e12 ? 'more than 10^12' : cost}: ask for fewer items or fewer nested lists.`, 'COST_LIMIT');
    }
  };
  function documentCostRule(context: ValidationContext): ASTVisitor {
    return {
      OperationDefinition(operation) {
        refuseOverLimit(operationCost(context.getSchema(), context.getDocument(), operation, {}, options));
      },
    };
  }
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(documentCostRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      try {
        // Envelop types the execute arguments loosely; they are GraphQL's own ExecutionArgs.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
        refuseOverLimit(operationCost(args.schema, args.document, args.operationName, (args.variableValues ?? {}) as Record<string, unknown>, options));
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        setResultAndStopExecution({ errors: [error] });
      }
    },
  };
}
