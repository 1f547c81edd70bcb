import { IMPORT_CANDIDATE_STATUSES, IMPORT_MESSAGES, endpoints } from "@naehan/contract";
import { cacheTag, tagWrite } from "../../lib/cache/cache-tags";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { invalidFields, notFound, serviceUnavailable } from "../../lib/http/errors";
import { readPage, takePage } from "../../lib/http/pagination";
import { mediaUrl } from "../../lib/media/media-url";
import type { ModuleDeps } from "../module-deps";
import { approveCandidate, dismissCandidate } from "./approve-candidate";
import { findImportRun, listCandidates } from "./imports.queries";
import { createImportRun } from "./kopis-import";
import { presentCandidate, presentImportRun } from "./imports.presenter";

type CandidateStatus = (typeof IMPORT_CANDIDATE_STATUSES)[number];
const isStatus = (value: string): value is CandidateStatus =>
  (IMPORT_CANDIDATE_STATUSES as readonly string[]).includes(value);

/** The KOPIS import's admin calls (decision 021): runs, the candidates, approve and dismiss. */
export function importsAdminRoutes(deps: ModuleDeps) {
  const { db, kopis, imports, config, clock, alerts } = deps;
  const media = mediaUrl(config.publicUrl);
  return endpointRouter(deps)
    .on(endpoints.startKopisImport, async (c) => {
      if (!kopis.configured) throw serviceUnavailable(IMPORT_MESSAGES.noKey);
      const runId = await createImportRun(db);
      await imports.start(runId);
      return c.json({ runId }, 202);
    })
    .on(endpoints.getKopisImport, { notFound: "importRun" }, async (c, { params: { runId } }) => {
      const run = await findImportRun(db, runId);
      if (!run) throw notFound("importRun");
      return c.json(presentImportRun(run));
    })
    .on(endpoints.listImportCandidates, async (c, { query }) => {
      const status = query.status ?? "PENDING";
      if (!isStatus(status)) {
        throw invalidFields({ status: "status는 PENDING, APPROVED, DISMISSED 중 하나입니다." });
      }
      const page = readPage(c);
      const rows = await listCandidates(db, status, { after: page.after, limit: page.limit + 1 });
      const items = takePage(c, rows, page, (row) => row.candidate.id);
      return c.json(items.map((row) => presentCandidate(row, media)));
    })
    .on(
      endpoints.approveImportCandidate,
      { notFound: "importCandidate" },
      async (c, { params: { id }, body }) => {
        const made = await approveCandidate(db, id, body, clock());
        alerts.wake();
        tagWrite(c, cacheTag.concerts, cacheTag.search, cacheTag.artist(made.artistId));
        if (made.madeArtist) tagWrite(c, cacheTag.artists);
        return c.json({ newConcertId: made.newConcertId }, 201);
      },
    )
    .on(
      endpoints.dismissImportCandidate,
      { notFound: "importCandidate" },
      async (c, { params: { id } }) => {
        await dismissCandidate(db, id);
        // Nothing fans see: no cache holds a candidate.
        tagWrite(c, "import-candidates");
        return c.body(null, 204);
      },
    ).hono;
}
