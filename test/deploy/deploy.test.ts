// The batch manifests in deploy/: the Slurm array and the Kubernetes Indexed Job run the same sharded study, one shard per task.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heldOutDeals, SECOND_HELD_OUT_SEED, TUNING_SET } from '../../src/solver/deal-sets';

/** The study options of a `study run` command line, as a map (`--shard` keeps its variable part as written). */
function studyOptions(command: string): Map<string, string> {
  const words = command.replace(/\\\n/g, ' ').split(/\s+/).filter(Boolean);
  const at = words.indexOf('study');
  expect(words.slice(at - 2, at + 2)).toEqual(['node', 'bin/crescent.js', 'study', 'run']);
  const options = new Map<string, string>();
  for (let i = at + 2; i < words.length; i += 2)
    options.set(words[i] as string, (words[i + 1] as string).replace(/"/g, ''));
  return options;
}

/** The Slurm recipe with each setting a submission may change (`LETTER="${LETTER:-N}"`) put at its default. */
function slurmDefaults(): string {
  const text = readFileSync('deploy/slurm/study.sbatch', 'utf8');
  const setting = /^([A-Z_]+)="\$\{\1:-([^}]*)\}"$/gm;
  const defaults = new Map([...text.matchAll(setting)].map((m) => [m[1], m[2]]));
  expect(defaults.get('SHARDS')).toMatch(/^\d+$/);
  return text
    .replace(setting, '$1=$2')
    .replace(/"?\$\{?([A-Z_]+)\}?"?/g, (whole, name: string) => defaults.get(name) ?? whole);
}

describe('deploy/slurm/study.sbatch', () => {
  const script = slurmDefaults();

  it('is a bash script that parses, with one array task per shard', () => {
    expect(script.startsWith('#!/bin/bash\n')).toBe(true);
    expect(spawnSync('bash', ['-n', 'deploy/slurm/study.sbatch']).status).toBe(0);
    const directives = new Map(
      [...script.matchAll(/^#SBATCH --([a-z-]+)=(\S+)$/gm)].map((m) => [m[1] as string, m[2] as string]),
    );
    expect(directives.get('array')).toMatch(/^0-\d+$/);
    const array = /^0-(\d+)$/.exec(directives.get('array') ?? '');
    const shards = Number(/^SHARDS=(\d+)$/m.exec(script)?.[1]);
    expect(shards).toBeGreaterThan(1);
    expect(Number(array?.[1]) + 1).toBe(shards);
    const options = studyOptions(script.slice(script.indexOf('node bin/crescent.js')));
    expect(options.get('--shard')).toBe(`\${SLURM_ARRAY_TASK_ID}/${shards}`);
    expect(options.get('--node-limit')).toMatch(/^\d+$/);
    expect(options.has('--time-limit')).toBe(false);
    expect(options.get('--out')).toContain(`\${SLURM_ARRAY_TASK_ID}`);
  });
});

describe('deploy/slurm/local-cluster.sh', () => {
  it('is a bash script that parses and submits the recipe itself', () => {
    expect(spawnSync('bash', ['-n', 'deploy/slurm/local-cluster.sh']).status).toBe(0);
    expect(readFileSync('deploy/slurm/local-cluster.sh', 'utf8')).toContain('deploy/slurm/study.sbatch)"');
  });
});

describe('deploy/kubernetes/study-job.json', () => {
  const job = JSON.parse(readFileSync('deploy/kubernetes/study-job.json', 'utf8'));

  it('is an Indexed Job whose every index solves its own shard with a node budget into its own file', () => {
    expect(job).toMatchObject({ apiVersion: 'batch/v1', kind: 'Job', spec: { completionMode: 'Indexed' } });
    const completions = job.spec.completions as number;
    expect(job.spec.parallelism).toBeLessThanOrEqual(completions);
    const container = job.spec.template.spec.containers[0];
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    expect(container.command).toEqual(['sh', '-c']);
    const options = studyOptions(container.args[0]);
    expect(options.get('--shard')).toBe(`\${JOB_COMPLETION_INDEX}/${completions}`);
    expect(options.get('--node-limit')).toMatch(/^\d+$/);
    expect(options.has('--time-limit')).toBe(false);
    const out = options.get('--out') as string;
    expect(out).toContain(`\${JOB_COMPLETION_INDEX}`);
    const mount = container.volumeMounts.find((m: { mountPath: string }) => out.startsWith(`${m.mountPath}/`));
    expect(job.spec.template.spec.volumes.map((v: { name: string }) => v.name)).toContain(mount?.name);
  });

  it('runs the same study as the Slurm array', () => {
    const slurm = studyOptions(slurmDefaults().split('\nmkdir -p study-parts\n')[1] as string);
    const kubernetes = studyOptions(job.spec.template.spec.containers[0].args[0]);
    for (const option of ['--from', '--count', '--node-limit', '--memory-mb', '--workers']) {
      expect(kubernetes.get(option)).toBe(slurm.get(option));
    }
  });
});

describe('the held-out deals', () => {
  it('are the same every time, distinct, from the whole deal space and apart from the tuning set and the study', () => {
    const deals = heldOutDeals(800);
    expect(heldOutDeals(800)).toEqual(deals);
    expect(new Set(deals).size).toBe(800);
    expect(Math.min(...deals)).toBeGreaterThanOrEqual(Math.max(10_000, TUNING_SET.from + TUNING_SET.count));
    expect(Math.max(...deals)).toBeGreaterThan(26 ** 7 / 2);
  });

  it('of the second set share no deal with the first', () => {
    const second = heldOutDeals(800, SECOND_HELD_OUT_SEED);
    expect(new Set(second).size).toBe(800);
    const first = new Set(heldOutDeals(800));
    expect(second.filter((deal) => first.has(deal))).toEqual([]);
    expect(Math.min(...second)).toBeGreaterThanOrEqual(10_000);
  });
});
