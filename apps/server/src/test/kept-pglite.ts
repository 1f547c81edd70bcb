import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "../db/client";

/**
 * Embedded test databases kept for the next test file of the same Vitest worker (the server
 * project runs its files with `isolate: false`, so this module lives as long as the worker).
 * Loading a dump costs a second or more a file, most of it starting PostgreSQL in WebAssembly;
 * putting a used database back to its template's rows costs a few dozen milliseconds.
 *
 * A file gets its database through a stand-in for the PGlite object: `close()` hands it back, and
 * from then on every call through it fails as on a closed database, so nothing a file leaves
 * running can write into the next file's database. Before a kept database is handed out again,
 * its session is discarded, schemas the template did not have are dropped, every table is emptied
 * and refilled with the template's rows and every sequence is set back; if its catalog then differs
 * from the template's in any way (a column added, an index dropped, a role created), it is closed
 * and a fresh copy of the dump is loaded instead.
 */

/** Where a kept database holds its template's rows (a schema no app code reads). */
const KEPT_ROWS = "naehan_test_template_rows";

/** The catalog in one digest: relations, columns, defaults, constraints, functions, roles… */
const CATALOG_DIGEST = `
select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as digest from (
  select 'n ' || nspname as item from pg_namespace where nspname not like 'pg\\_%'
  union all
  select 'r ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || c.relpersistence::text
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
  union all
  select 'a ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull::text || ' ' || a.attgenerated::text || ' '
      || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped
      and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
  union all
  select 'c ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace not in (select oid from pg_namespace where nspname like 'pg\\_%' or nspname = 'information_schema')
  union all
  select 'i ' || indexrelid::regclass::text || ' ' || pg_get_indexdef(indexrelid) from pg_index
    where indrelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema')
  union all
  select 'f ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, ''))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
  union all
  select 't ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
  union all
  select 'y ' || t.oid::regtype::text || ' ' || t.typtype::text from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
  union all
  select 'v ' || enumtypid::regtype::text || ' ' || enumlabel from pg_enum
  union all
  select 'p ' || polrelid::regclass::text || ' ' || polname from pg_policy
  union all
  select 'e ' || extname || ' ' || extversion from pg_extension
  union all
  select 'o ' || rolname || ' ' || rolsuper::text || ' ' || rolcanlogin::text from pg_roles
  union all
  select 's ' || coalesce(setconfig::text, '') from pg_db_role_setting
  union all
  select 'd ' || datname from pg_database
) catalog`;

/** Schemas a test may create (PostgreSQL's own temporary ones are left to `discard all`). */
const SCHEMAS = `select nspname as name from pg_namespace where nspname not like 'pg\\_%'`;

interface Kept {
  client: PGlite;
  dump: string;
  /** The schemas the template has (any other is a test's and is dropped). */
  schemas: Set<string>;
  /** The template's catalog, as CATALOG_DIGEST gives it, after KEPT_ROWS was filled. */
  catalog: string;
  /** Empties every table, refills the template's rows and sets every sequence back. */
  refill: string;
}

const idle: Kept[] = [];
const dumps = new Map<string, Promise<Blob>>();

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(client: PGlite, query: string): Promise<T[]> {
  return (await client.query<T>(query)).rows;
}

async function digest(client: PGlite): Promise<string> {
  const [row] = await rows<{ digest: string }>(client, CATALOG_DIGEST);
  return row?.digest ?? "";
}

/** Copies the template's rows aside and writes the statements that put them back. */
async function keep(client: PGlite, dump: string): Promise<Kept> {
  const tables = await rows<{ schema: string; name: string; columns: string[] | null }>(
    client,
    `select n.nspname as schema, c.relname as name,
       (select array_agg(quote_ident(a.attname) order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated::text = '') as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind::text in ('r', 'p') and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
     order by 1, 2`,
  );
  const sequences = await rows<{ name: string }>(
    client,
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind::text = 'S' and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`,
  );
  const positions =
    sequences.length === 0
      ? []
      : await rows<{ name: string; value: string; called: boolean }>(
          client,
          sequences
            .map(
              (s) =>
                `select '${s.name.replaceAll("'", "''")}' as name, last_value::text as value, is_called as called from ${s.name}`,
            )
            .join(" union all "),
        );

  await client.exec(`create schema ${KEPT_ROWS}`);
  const refills: string[] = [];
  for (const [i, table] of tables.entries()) {
    const qualified = `${ident(table.schema)}.${ident(table.name)}`;
    const [{ count } = { count: 0 }] = await rows<{ count: number }>(
      client,
      `select count(*)::int as count from ${qualified}`,
    );
    if (count === 0 || !table.columns) continue;
    const columns = table.columns.join(", ");
    await client.exec(`create table ${KEPT_ROWS}.t${i} as select ${columns} from ${qualified}`);
    refills.push(
      `insert into ${qualified} (${columns}) overriding system value select ${columns} from ${KEPT_ROWS}.t${i};`,
    );
  }
  const truncate =
    tables.length === 0
      ? ""
      : `truncate ${tables.map((t) => `${ident(t.schema)}.${ident(t.name)}`).join(", ")};`;
  const setvals = positions.map(
    (p) => `select setval('${p.name.replaceAll("'", "''")}', ${p.value}, ${p.called});`,
  );
  const schemas = await rows<{ name: string }>(client, SCHEMAS);
  return {
    client,
    dump,
    schemas: new Set(schemas.map((s) => s.name)),
    catalog: await digest(client),
    refill: [
      "begin;",
      // The rows go back in table order, not in the order their foreign keys would need.
      "set local session_replication_role = replica;",
      truncate,
      ...refills,
      ...setvals,
      "commit;",
    ].join("\n"),
  };
}

/** Puts a kept database back to its template's rows, or says it cannot (its catalog changed). */
async function reset(kept: Kept): Promise<boolean> {
  const { client } = kept;
  try {
    // Whatever the last file left open or set: its transaction, settings, locks, temp tables.
    await client.exec("rollback").catch(() => undefined);
    await client.exec("discard all");
    const schemas = await rows<{ name: string }>(client, SCHEMAS);
    for (const { name } of schemas) {
      if (!kept.schemas.has(name)) await client.exec(`drop schema ${ident(name)} cascade`);
    }
    if ((await digest(client)) !== kept.catalog) return false;
    await client.exec(kept.refill);
    return true;
  } catch {
    return false;
  }
}

function loadDump(path: string): Promise<Blob> {
  let dump = dumps.get(path);
  if (!dump) {
    dump = readFile(path).then((bytes) => new Blob([bytes]));
    dumps.set(path, dump);
  }
  return dump;
}

/** A database holding the rows of the dump at `dump`: a kept one put back, or a fresh load. */
async function take(dump: string): Promise<Kept> {
  for (let i = idle.length - 1; i >= 0; i--) {
    const kept = idle[i]!;
    if (kept.dump !== dump) continue;
    idle.splice(i, 1);
    if (await reset(kept)) return kept;
    await kept.client.close().catch(() => undefined);
  }
  const client = await PGlite.create({
    loadDataDir: await loadDump(dump),
    extensions: PGLITE_EXTENSIONS,
  });
  return keep(client, dump);
}

/**
 * An embedded database for one test file, loaded from (or put back to) the dump at `dump`. Its
 * `close()` hands it back for the next file; every later call through it fails.
 */
export async function keptPglite(dump: string): Promise<PGlite> {
  const kept = await take(dump);
  let handedBack = false;
  const closed = () => Promise.reject(new Error("this test database was closed"));
  return new Proxy(kept.client, {
    get(target, property) {
      if (property === "close") {
        return () => {
          if (!handedBack) {
            handedBack = true;
            idle.push(kept);
          }
          return Promise.resolve();
        };
      }
      if (property === "closed") return handedBack || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (handedBack) return closed;
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}
