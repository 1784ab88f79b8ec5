import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { KubeObject } from './kubernetes-objects';

export const K8S_DIR = join(__dirname, '../k8s');

export type Overlay = 'local' | 'production';

export interface Build {
  /** What `kubectl kustomize` printed: the text that `kubectl apply -k` would send. */
  text: string;
  objects: KubeObject[];
}

const builds = new Map<Overlay, Build>();

/**
 * Renders an overlay exactly as `kubectl apply -k` would, with the kustomize built into kubectl (the
 * tool the README tells operators to use), and parses every document of the result. Built once per run.
 */
export function buildOverlay(overlay: Overlay): Build {
  if (!builds.has(overlay)) builds.set(overlay, render(overlay));
  return builds.get(overlay)!;
}

function render(overlay: Overlay): Build {
  const dir = join(K8S_DIR, 'overlays', overlay);
  // The local overlay's Secret comes from a git-ignored file of random values, written once per machine.
  if (overlay === 'local') {
    execFileSync('bash', [join(K8S_DIR, '../generate-secrets.sh'), 'k8s-local'], { stdio: 'ignore' });
  }
  let text: string;
  try {
    text = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        'kubectl was not found on PATH: these checks render the overlays with `kubectl kustomize`; install kubectl (1.27 or newer).',
      );
    }
    throw new Error(`kubectl kustomize ${dir} failed:\n${failure.stderr || failure.message}`);
  }
  const documents = parseAllDocuments(text);
  if (!Array.isArray(documents)) throw new Error(`kubectl kustomize ${dir} printed no objects`);
  const broken = documents.flatMap((document) => document.errors.map((problem) => problem.message));
  if (broken.length > 0) throw new Error(`kubectl kustomize ${dir} printed invalid YAML:\n${broken.join('\n')}`);
  return { text, objects: documents.map((document) => document.toJS() as KubeObject).filter(Boolean) };
}
