import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * `local/module-folder-cycles`: the server's module folders (`modules/<m>/`) may use each other,
 * but never in a circle, however many files apart (import-x/no-cycle sees circles of files only).
 * The folder graph is read once per lint run from every non-test file under `root`; an import
 * into another folder is reported when that folder leads back to the importing one.
 */

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;
const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
const TEST = /\.test\.(?:ts|tsx)$/;

const graphs = new Map();

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** The module folder a path lies in, or null when it is not inside one. */
function folderOf(root, path) {
  const rel = relative(root, path);
  if (rel.startsWith("..") || !rel.includes(sep)) return null;
  return rel.split(sep)[0];
}

function targetFolder(root, fromFile, specifier) {
  if (!specifier.startsWith(".")) return null;
  return folderOf(root, resolve(dirname(fromFile), specifier));
}

/** folder → (imported folder → the first file that imports it) */
function folderGraph(root) {
  const cached = graphs.get(root);
  if (cached) return cached;
  const graph = new Map();
  for (const file of filesUnder(root)) {
    const from = folderOf(root, file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const to = targetFolder(root, file, specifier);
      if (to && to !== from && !edges.has(to)) edges.set(to, relative(root, file));
    }
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of folders from `start` to `goal` (breadth first), or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (folder === goal) {
      const path = [];
      for (let at = goal; at !== null; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, folder);
        queue.push(next);
      }
    }
  }
  return null;
}

export const moduleFolderCycles = {
  meta: {
    type: "problem",
    docs: { description: "No circle of imports between the server's module folders." },
    schema: [
      {
        type: "object",
        properties: { root: { type: "string" } },
        required: ["root"],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        "Module folders import each other in a circle: {{circle}} ({{via}}). Move what both need into one of them, or into a folder both use.",
    },
  },
  create(context) {
    const root = resolve(context.options[0].root);
    const file = context.filename;
    const here = folderOf(root, file);
    if (!here) return {};
    const check = (node) => {
      if (typeof node.source?.value !== "string") return;
      const there = targetFolder(root, file, node.source.value);
      if (!there || there === here) return;
      const graph = folderGraph(root);
      const back = pathBetween(graph, there, here);
      if (!back) return;
      const circle = [here, ...back];
      const via = circle
        .slice(0, -1)
        .map((folder, i) => graph.get(folder)?.get(circle[i + 1]) ?? folder)
        .join(", ");
      context.report({
        node: node.source,
        messageId: "cycle",
        data: { circle: circle.join(" → "), via },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "module-folder-cycles": moduleFolderCycles } };
