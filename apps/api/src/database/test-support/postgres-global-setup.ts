// vitest global setup of the `postgres` project: one throwaway cluster for the run (see postgres-cluster.ts).
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.ts';

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
