import path from 'node:path';
import ts from 'typescript';

// The export surface of a run-time door of @gradatlas/shared: every name its
// index.ts exports with the text of its type, and every type of shared's own
// source those types reach (a store's state, a component's props), written
// out member by member. Library types (React, zustand) are named, not
// expanded: they are pinned by package.json, not by our door versions.
// shared/doors/<door>.json keeps the surface each door was last versioned at;
// door-surface-check.ts compares the two.

export interface DoorSurface {
  /** Each exported name: "value " or "type " and the text of its type. */
  exports: Record<string, string>;
  /** Types of shared's source the exports reach, by "file#Name". */
  types: Record<string, string>;
}

const SHARED_DIR = path.resolve(__dirname, '..');
const SOURCE_DIR = path.join(SHARED_DIR, 'src');
const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;

export function doorIndexFile(door: string): string {
  return path.join(SOURCE_DIR, door, 'index.ts');
}

/**
 * One program for all doors: building it is what costs time. `replaced`
 * gives some source files other text (absolute path → text), so a test can
 * ask what a change would do to the doors without making it.
 */
export function doorProgram(doors: readonly string[], replaced: Readonly<Record<string, string>> = {}): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(SHARED_DIR, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (problem) => {
      throw new Error(ts.flattenDiagnosticMessageText(problem.messageText, '\n'));
    },
  });
  if (!config) throw new Error('shared/tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => replaced[path.resolve(file)] ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, shouldCreate) => {
    const text = replaced[path.resolve(file)];
    return text === undefined ? getSourceFile(file, language, onError, shouldCreate) : ts.createSourceFile(file, text, language);
  };
  return ts.createProgram(doors.map(doorIndexFile), config.options, host);
}

const isOwnSource = (file: string) => path.resolve(file).startsWith(SOURCE_DIR + path.sep) && !/\.test\.tsx?$/.test(file);

/**
 * A type's text with the members of every object literal in sorted order.
 * The checker prints an anonymous object's properties (an Omit<...>, say) in
 * the order it first met them, which follows the order of the program's files
 * and types: unrelated code can reorder them. Sorted, the text changes only
 * when the type does.
 */
export function sortObjectMembers(text: string): string {
  let position = 0;
  function block(): string {
    // Reads up to the matching '}' (position is just past the '{').
    const members: string[] = [];
    let current = '';
    while (position < text.length) {
      const char = text[position++]!;
      if (char === '{') current += `{${block()}}`;
      else if (char === '}') break;
      else if (char === ';') {
        members.push(current.trim());
        current = '';
      } else current += char;
    }
    if (current.trim()) members.push(current.trim());
    return members.length ? ` ${members.sort().join('; ')}; ` : ' ';
  }
  let out = '';
  while (position < text.length) {
    const char = text[position++]!;
    out += char === '{' ? `{${block()}}` : char;
  }
  return out;
}

export function doorSurface(program: ts.Program, door: string): DoorSurface {
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(doorIndexFile(door));
  const moduleSymbol = index && checker.getSymbolAtLocation(index);
  if (!index || !moduleSymbol) throw new Error(`${door}: ${doorIndexFile(door)} is not a module`);

  const types: Record<string, string> = {};
  const described = new Set<ts.Symbol>();
  const visited = new Set<ts.Type>();
  const queue: ts.Symbol[] = [];

  const declarationOf = (symbol: ts.Symbol) => symbol.declarations?.[0];
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const text = (type: ts.Type, flags = FORMAT) => sortObjectMembers(checker.typeToString(type, undefined, flags));

  /** A named type of our own source: described once, under its file and name. */
  function note(symbol: ts.Symbol | undefined): boolean {
    const declaration = symbol && declarationOf(symbol);
    if (!symbol || !declaration || !isOwnSource(declaration.getSourceFile().fileName)) return false;
    if (!described.has(symbol)) {
      described.add(symbol);
      queue.push(symbol);
    }
    return true;
  }

  /** Walks a type for the named types of our source it mentions. */
  function visit(type: ts.Type): void {
    if (visited.has(type)) return;
    visited.add(type);
    if (type.aliasSymbol) {
      (type.aliasTypeArguments ?? []).forEach(visit);
      // Ours: described on its own. A library's (Omit, Partial): its arguments are what we wrote.
      return void note(type.aliasSymbol);
    }
    visitStructure(type);
  }

  /** What a type is made of, whatever it is called. */
  function visitStructure(type: ts.Type): void {
    if (type.isUnionOrIntersection()) type.types.forEach(visit);
    if (!(type.flags & ts.TypeFlags.Object)) return;
    const object = type as ts.ObjectType;
    if (object.objectFlags & ts.ObjectFlags.Reference) checker.getTypeArguments(object as ts.TypeReference).forEach(visit);
    const symbol = type.getSymbol();
    if (symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) {
      note(symbol); // its members are walked when it is described (ours) or not at all (a library's)
      return;
    }
    visitMembers(type);
  }

  function visitMembers(type: ts.Type): void {
    for (const property of checker.getPropertiesOfType(type)) visit(checker.getTypeOfSymbol(property));
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      signature.getParameters().forEach((parameter) => visit(checker.getTypeOfSymbol(parameter)));
      visit(signature.getReturnType());
    }
  }

  /** An interface or class written out member by member (public members only). */
  function members(type: ts.Type): string {
    const lines = checker.getPropertiesOfType(type).flatMap((property) => {
      const declaration = declarationOf(property);
      if (declaration && ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return [];
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
      return [`${readonly}${property.name}${optional}: ${text(checker.getTypeOfSymbol(property))}`];
    });
    const signatures = type.getCallSignatures().map((signature) => checker.signatureToString(signature, undefined, FORMAT));
    const indexes = checker.getIndexInfosOfType(type).map((info) => `[key: ${text(info.keyType)}]: ${text(info.type)}`);
    return `{ ${[...signatures, ...indexes, ...lines.sort()].join('; ')} }`;
  }

  function describe(symbol: ts.Symbol): string {
    const parts: string[] = [];
    if (symbol.flags & ts.SymbolFlags.Class) {
      const instance = checker.getDeclaredTypeOfSymbol(symbol);
      const constructors = checker.getTypeOfSymbol(symbol).getConstructSignatures().map((signature) => checker.signatureToString(signature, undefined, FORMAT, ts.SignatureKind.Construct));
      const bases = instance.isClassOrInterface() ? checker.getBaseTypes(instance).map((base) => text(base)) : [];
      visitMembers(instance);
      visitMembers(checker.getTypeOfSymbol(symbol));
      return `class ${text(instance)}${bases.length ? ` extends ${bases.join(', ')}` : ''} ${constructors.join('; ')} ${members(instance)}`;
    }
    if (symbol.flags & ts.SymbolFlags.Interface) {
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      visitMembers(declared);
      parts.push(`interface ${text(declared)} ${members(declared)}`);
    } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
      const parameters = alias?.typeParameters?.map((parameter) => parameter.getText()) ?? [];
      visitStructure(declared);
      const generic = parameters.length ? `<${parameters.join(', ')}>` : '';
      parts.push(`type ${symbol.name}${generic} = ${text(declared, FORMAT | ts.TypeFormatFlags.InTypeAlias)}`);
    }
    if (symbol.flags & ts.SymbolFlags.Value && !(symbol.flags & ts.SymbolFlags.Class)) {
      const declaration = declarationOf(symbol);
      const type = declaration ? checker.getTypeOfSymbolAtLocation(symbol, declaration) : checker.getTypeOfSymbol(symbol);
      visit(type);
      parts.push(`value ${text(type)}`);
    }
    return parts.join(' & ');
  }

  const exported = checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, resolve(symbol)] as const);
  // An export is described under its exported name, never again as a type it reaches.
  for (const [, symbol] of exported) described.add(symbol);
  const exports = Object.fromEntries(exported.map(([name, symbol]) => [name, describe(symbol)]));
  while (queue.length > 0) {
    const symbol = queue.shift()!;
    const file = path.relative(SHARED_DIR, declarationOf(symbol)!.getSourceFile().fileName).split(path.sep).join('/');
    types[`${file}#${symbol.name}`] = describe(symbol);
  }
  return { exports: sorted(exports), types: sorted(types) };
}

const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
