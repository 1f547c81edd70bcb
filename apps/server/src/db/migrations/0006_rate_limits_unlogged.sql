-- Rate-limit counters are kept without WAL: a write's reservation then costs no flush to disk
-- (every post and comment made two), and a crash of the database, which empties the table,
-- only restarts the windows.
ALTER TABLE "rate_limits" SET UNLOGGED;
