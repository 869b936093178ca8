import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'realtime/**/*.test.ts', 'model/**/*.test.ts', 'collab-server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          // a worker imports shared modules once for all its files, not anew per file (a fifth of the
          // time); a file that mocks a module with vi.mock resets the module registry around itself
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // CI runs two suites on two cores: a server restart on a disk store with an import in between
          // has taken 60 s there (importRestart), well over its time alone
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // each file starts its own server and database; two cores take two at a time
          maxWorkers: 2,
          // a worker imports the server once for all its files (each file still starts its own server
          // and database): importing it anew per file cost more than the tests themselves
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
