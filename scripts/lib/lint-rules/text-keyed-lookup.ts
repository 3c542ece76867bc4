import type { Rule, Scope } from "eslint";

/**
 * A plain object looked up with text answers more than its own keys: `table["toString"]` is a
 * function and `table["__proto__"]` an object, so a path segment or a header value used as the key
 * reaches Object.prototype (CWE-1321; GET /toString once answered 500 this way). This rule refuses,
 * in the code that reads requests, a lookup `table[key]` or `key in table` where `table` is typed as
 * keyed by any string (`Record<string, …>`, `{ [name: string]: … }`, also through Readonly or
 * Partial) and `key` is not a literal: use a Map, or guard the lookup with `Object.hasOwn(table, key)`.
 *
 * An object literal without such a type needs no rule: TypeScript already refuses to index it with
 * a `string`, and a key typed as a union of its own names is safe. A table typed by number
 * (`Record<number, …>`) is safe too: Object.prototype has no numeric names.
 */

/** A node of typescript-eslint's tree, which has TypeScript's nodes beside ESTree's. */
type Node = { type: string; parent?: Node | null; [key: string]: unknown };
type TypeNode = { type: string; [key: string]: unknown } | null | undefined;

const WRAPPERS = new Set(["Readonly", "Partial", "Required"]);

function typeName(node: TypeNode): string | null {
  const name = node?.["typeName"] as TypeNode;
  return name?.type === "Identifier" ? (name["name"] as string) : null;
}

function typeArguments(node: TypeNode): TypeNode[] {
  const args = (node?.["typeArguments"] ?? node?.["typeParameters"]) as TypeNode;
  return (args?.["params"] as TypeNode[] | undefined) ?? [];
}

/** Whether a type annotation describes an object keyed by any string. */
export function isTextKeyedType(node: TypeNode): boolean {
  if (!node) return false;
  if (node.type === "TSTypeReference") {
    const name = typeName(node);
    const [first] = typeArguments(node);
    if (name === "Record") return first?.type === "TSStringKeyword";
    if (name !== null && WRAPPERS.has(name)) return isTextKeyedType(first);
    return false;
  }
  if (node.type === "TSTypeLiteral") {
    const members = (node["members"] as TypeNode[]) ?? [];
    return members.some((member) => {
      if (member?.type !== "TSIndexSignature") return false;
      const [parameter] = (member["parameters"] as TypeNode[]) ?? [];
      const annotation = (parameter?.["typeAnnotation"] as TypeNode)?.["typeAnnotation"] as TypeNode;
      return annotation?.type === "TSStringKeyword";
    });
  }
  return false;
}

const annotationOf = (node: TypeNode): TypeNode => (node?.["typeAnnotation"] as TypeNode)?.["typeAnnotation"] as TypeNode;

/** A key that is spelled in the code: a string or number literal, or a template without expressions. */
function isLiteralKey(node: Node): boolean {
  if (node.type === "Literal") return true;
  if (node.type === "TemplateLiteral") return (node["expressions"] as unknown[]).length === 0;
  if (node.type === "UnaryExpression") return (node["argument"] as Node).type === "Literal";
  return false;
}

function resolve(scope: Scope.Scope | null, identifier: Node): Scope.Variable | null {
  for (let current = scope; current; current = current.upper) {
    const reference = current.references.find((ref) => ref.identifier === (identifier as unknown));
    if (reference) return reference.resolved;
  }
  return null;
}

/** Whether the expression is (a name declared as, or an `as` cast to) an object keyed by any string. */
function isTextKeyedObject(context: Rule.RuleContext, node: Node): boolean {
  let object = node;
  while (object.type === "TSNonNullExpression" || object.type === "TSSatisfiesExpression" || object.type === "ChainExpression") {
    object = object["expression"] as Node;
  }
  if (object.type === "TSAsExpression") return isTextKeyedType(object["typeAnnotation"] as TypeNode);
  if (object.type !== "Identifier") return false;
  const variable = resolve(context.sourceCode.getScope(node as unknown as Rule.Node), object);
  return (variable?.defs ?? []).some((def) => {
    if (def.type === "Variable") return isTextKeyedType(annotationOf((def.node as unknown as Node)["id"] as TypeNode));
    if (def.type === "Parameter") return isTextKeyedType(annotationOf(def.name as unknown as TypeNode));
    return false;
  });
}

/** `Object.hasOwn(table, key)` with this very table and key, as written. */
function isOwnCheck(context: Rule.RuleContext, test: Node, table: Node, key: Node): boolean {
  if (test.type !== "CallExpression") return false;
  const text = (node: unknown) => context.sourceCode.getText(node as Rule.Node);
  const [first, second] = test["arguments"] as Node[];
  return (
    text(test["callee"]) === "Object.hasOwn" &&
    first !== undefined &&
    second !== undefined &&
    text(first) === text(table) &&
    text(second) === text(key)
  );
}

/** Whether the lookup sits where `Object.hasOwn(table, key)` has been found true. */
function isGuarded(context: Rule.RuleContext, lookup: Node, table: Node, key: Node): boolean {
  let child: Node = lookup;
  for (let parent = lookup.parent as Node | null; parent; child = parent, parent = parent.parent as Node | null) {
    if (
      parent.type === "ConditionalExpression" &&
      parent["consequent"] === child &&
      isOwnCheck(context, parent["test"] as Node, table, key)
    )
      return true;
    if (parent.type === "IfStatement" && parent["consequent"] === child && isOwnCheck(context, parent["test"] as Node, table, key))
      return true;
    if (
      parent.type === "LogicalExpression" &&
      parent["operator"] === "&&" &&
      parent["right"] === child &&
      isOwnCheck(context, parent["left"] as Node, table, key)
    )
      return true;
  }
  return false;
}

export const textKeyedLookup: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "Forbid looking up a string-keyed plain object with a key that is not a literal." },
    messages: {
      lookup:
        "A lookup keyed by text goes through a Map, or Object.hasOwn first: a plain object also answers Object.prototype's names (toString, __proto__, constructor).",
    },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        const lookup = node as unknown as Node;
        const key = lookup["property"] as Node;
        const table = lookup["object"] as Node;
        if (!lookup["computed"] || isLiteralKey(key) || !isTextKeyedObject(context, table)) return;
        if (!isGuarded(context, lookup, table, key)) context.report({ node, messageId: "lookup" });
      },
      BinaryExpression(node) {
        const test = node as unknown as Node;
        if (test["operator"] !== "in" || isLiteralKey(test["left"] as Node)) return;
        if (isTextKeyedObject(context, test["right"] as Node)) context.report({ node, messageId: "lookup" });
      },
    };
  },
};

/** The project's own rules, as an ESLint plugin. */
export const projectRules = { rules: { "text-keyed-lookup": textKeyedLookup } };
