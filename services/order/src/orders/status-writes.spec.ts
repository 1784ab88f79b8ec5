import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SRC = join(__dirname, '..');
/** The one file allowed to write an order's status (issue 35). */
const THE_WRITER = 'orders/order-transitions.ts';

/** MongoDB update operators: a `status` key directly in their value writes the field. */
const UPDATE_OPERATORS = new Set(['$set', '$setOnInsert', '$unset', '$rename', '$inc', '$mul', '$min', '$max']);
/** Calls whose argument at the index is a whole document or an update (filters, at other indexes, are reads). */
const DOCUMENT_ARGUMENT: Record<string, number> = {
  create: 0,
  insertMany: 0,
  insertOne: 0,
  updateOne: 1,
  updateMany: 1,
  findOneAndUpdate: 1,
  findByIdAndUpdate: 1,
  replaceOne: 1,
  findOneAndReplace: 1,
};
/** Keys of bulk-write entries that hold a document or an update. */
const DOCUMENT_KEYS = new Set(['update', 'replacement', 'document']);

const nameOf = (name: ts.PropertyName | ts.Expression | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) ? name.text : undefined;

/** The object literals an expression stands for: itself, an array's items, or the initializers of same-named variables. */
function objectsOf(expression: ts.Expression, variables: Map<string, ts.Expression[]>): ts.ObjectLiteralExpression[] {
  if (ts.isObjectLiteralExpression(expression)) return [expression];
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.flatMap((item) => objectsOf(item, variables));
  if (ts.isIdentifier(expression))
    return (variables.get(expression.text) ?? []).flatMap((initializer) => objectsOf(initializer, variables));
  return [];
}

/** A property's key as written: `status`, `'status'` or `['status']`. */
const keyOf = (name: ts.PropertyName | undefined) =>
  name && ts.isComputedPropertyName(name) ? nameOf(name.expression) : nameOf(name);

const setsStatus = (object: ts.ObjectLiteralExpression) =>
  object.properties.some((property) => keyOf(property.name) === 'status');

/** Lines of `source` that write a `status` field: in an update operator, a stored document or an assignment. */
function statusWritesIn(source: string): number[] {
  const file = ts.createSourceFile('scanned.ts', source, ts.ScriptTarget.Latest, true);
  const variables = new Map<string, ts.Expression[]>();
  const filters = new Set<string>();
  const written: ts.Node[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      if (node.initializer) variables.set(node.name.text, [...(variables.get(node.name.text) ?? []), node.initializer]);
      if (node.type?.getText().startsWith('FilterQuery')) filters.add(node.name.text);
    }
    ts.forEachChild(node, collect);
  };
  const writesOf = (expression: ts.Expression | undefined, at: ts.Node) => {
    if (expression && objectsOf(expression, variables).some(setsStatus)) written.push(at);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node)) {
      const key = nameOf(node.name);
      if (key && (UPDATE_OPERATORS.has(key) || DOCUMENT_KEYS.has(key))) writesOf(node.initializer, node);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const index = DOCUMENT_ARGUMENT[node.expression.name.text];
      if (index !== undefined) writesOf(node.arguments[index], node);
    } else if (ts.isNewExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      // A model injected into a service: `new this.orders({ ... })`.
      writesOf(node.arguments?.[0], node);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const target = node.left;
      const assignsStatus =
        (ts.isPropertyAccessExpression(target) && target.name.text === 'status') ||
        (ts.isElementAccessExpression(target) && nameOf(target.argumentExpression) === 'status');
      // A filter being narrowed (`filter.status = status` on a FilterQuery) reads; anything else writes.
      const owner = assignsStatus
        ? (target as ts.PropertyAccessExpression | ts.ElementAccessExpression).expression
        : undefined;
      const narrowsFilter = owner !== undefined && ts.isIdentifier(owner) && filters.has(owner.text);
      if (assignsStatus && !narrowsFilter) written.push(node);
    }
    ts.forEachChild(node, visit);
  };
  collect(file);
  visit(file);
  return [...new Set(written.map((node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1))];
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !/\.(spec|[a-z-]+-spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the order status has one writer', () => {
  it('no file of the order service but order-transitions.ts writes `status`', () => {
    const writers = sourcesUnder(SRC)
      .map((path) => ({ file: relative(SRC, path), lines: statusWritesIn(readFileSync(path, 'utf8')) }))
      .filter(({ lines }) => lines.length);
    expect(writers.map(({ file }) => file)).toEqual([THE_WRITER]);
  });

  it('finds the writer’s own writes: the first status and each change', () => {
    expect(statusWritesIn(readFileSync(join(SRC, THE_WRITER), 'utf8'))).toHaveLength(2);
  });

  it.each([
    ['an update operator', `orders.updateOne({ _id }, { $set: { status: 'PAID' } });`],
    ['an update built beforehand', `const set = { status: to }; orders.updateOne({ _id }, { $set: set });`],
    ['a quoted key', `orders.updateMany({}, { $set: { 'status': 'FAILED' } });`],
    ['a computed key', `orders.updateMany({}, { $set: { ['status']: 'FAILED' } });`],
    ['a new document', `orders.create({ _id, status: 'RESERVING' });`],
    ['a bulk write', `orders.bulkWrite([{ updateOne: { filter: { _id }, update: { $set: { status } } } }]);`],
    ['a replacement', `orders.findOneAndUpdate({ _id }, { status: 'PAID' });`],
    ['an unset', `orders.updateOne({ _id }, { $unset: { status: 1 } });`],
    ['a document made from the model', `await new this.orders({ _id, status: 'RESERVING' }).save();`],
    ['a document changed and saved', `order.status = 'PAID'; await order.save();`],
  ])('flags %s', (_what, source) => {
    expect(statusWritesIn(source)).toEqual([1]);
  });

  it.each([
    ['a filter', `orders.find({ status: 'PAID', createdAt: { $lt: deadline } });`],
    ['a compare-and-set filter', `orders.updateOne({ _id, status: from }, { $set: { paymentSessionId } });`],
    ['a projection', `orders.findById(id, { status: 1, items: 1 });`],
    ['a filter by several', `orders.exists({ _id, status: { $in: GIVEN_UP } });`],
    ['a view', `const view = { status: order.status, total: order.totalAmt };`],
    ['a filter narrowed', `const filter: FilterQuery<Order> = { keyDays }; if (status) filter.status = status;`],
    ['an error', `throw new HttpException({ status: 409, message }, 409);`],
  ])('does not flag %s', (_what, source) => {
    expect(statusWritesIn(source)).toEqual([]);
  });
});
