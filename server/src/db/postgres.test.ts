import { Client } from 'pg';
import { createDatabase } from '../../test/harness';
import { TEST_ENV } from '../../test/env';
import { openPostgres } from './postgres';

const reachable = Boolean(process.env[TEST_ENV.pgAdminUrl]);

/** A statement that waits until the gate opens: a lock another connection holds until then. */
const WAIT_AT_GATE = 'SELECT pg_advisory_xact_lock_shared(60)';

/** A connection of the test's own that holds the gate shut until `open()` ends it (and its lock). */
async function shutGate(url: string): Promise<{ open(): Promise<void> }> {
  const holder = new Client({ connectionString: url });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock(60)');
  return { open: () => holder.end() };
}

// A write never waits for a connection behind a crowd of long reads: transactions have
// connections of their own (the orders placed while 32 admins page through a year of orders).
(reachable ? describe : describe.skip)(`PostgreSQL's pools${reachable ? '' : ' [no server reachable]'}`, () => {
  it('commits a transaction while every statement connection is busy with a long read', async () => {
    const database = await createDatabase();
    const db = await openPostgres(database.url, { max: 2, transactionMax: 1 });
    try {
      const finished: string[] = [];
      // Both statement connections wait at the gate until the transaction has committed.
      const gate = await shutGate(database.url);
      await db.exec('CREATE TABLE marks (name text NOT NULL)');
      const reads = [db.query(WAIT_AT_GATE), db.query(WAIT_AT_GATE)].map((read) => read.then(() => finished.push('read')));
      // Started after the reads took every statement connection; it must not queue behind them.
      await db.transaction(async (tx) => {
        await tx.query("INSERT INTO marks VALUES ('transaction')");
      });
      finished.push('transaction');
      await gate.open();
      await Promise.all(reads);
      expect(finished).toEqual(['transaction', 'read', 'read']);
    } finally {
      await db.close();
      await database.drop();
    }
  });

  // A long read of many rows (an admin's search of every order) waits for one of the reports'
  // connections, never for a customer's statement, and never takes one of theirs.
  it('keeps reports to their own connections: a statement answers while every report connection is busy, and reports queue among themselves', async () => {
    const database = await createDatabase();
    const db = await openPostgres(database.url, { max: 1, transactionMax: 1, reportMax: 1 });
    try {
      const finished: string[] = [];
      const gate = await shutGate(database.url);
      const report = db.reports.query(WAIT_AT_GATE).then(() => finished.push('report'));
      const nextReport = db.reports.query('SELECT 1').then(() => finished.push('next report'));
      // A statement answers while the report's connection waits at the gate (which only it opens next).
      await db.query('SELECT 1');
      finished.push('statement');
      await gate.open();
      await Promise.all([report, nextReport]);
      expect(finished).toEqual(['statement', 'report', 'next report']);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
