import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IPodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec';

/** Any object of a build, before its kind is known. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** The services and the gateway: the Deployments every overlay must run. */
export const APPS = ['identity', 'catalog', 'cart', 'address', 'order', 'payment', 'delivery', 'gateway'] as const;
export const SERVICES = APPS.filter((app) => app !== 'gateway');

/** The objects of one kind, typed as the caller knows that kind to be (the schema check proves it). */
export function ofKind<T>(objects: KubeObject[], kind: string): (KubeObject & T)[] {
  return objects.filter((object) => object.kind === kind) as (KubeObject & T)[];
}

export function named<T>(objects: KubeObject[], kind: string, name: string): KubeObject & T {
  const found = ofKind<T>(objects, kind).find((object) => object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name} in the build`);
  return found;
}

/** A workload: something that runs pods, with the pod template it runs them from. */
export interface Workload {
  kind: string;
  name: string;
  template: IPodTemplateSpec;
}

const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob', 'ReplicaSet', 'Pod'];

export function workloads(objects: KubeObject[]): Workload[] {
  return objects
    .filter((object) => WORKLOAD_KINDS.includes(object.kind))
    .map((object) => ({ kind: object.kind, name: object.metadata.name, template: podTemplateOf(object) }));
}

/** The labels of the pods a workload runs: what NetworkPolicies select them by. */
export function podLabelsOf(objects: KubeObject[], name: string): Record<string, string> {
  const workload = workloads(objects).find((candidate) => candidate.name === name);
  if (!workload) throw new Error(`no workload named ${name} in the build`);
  return workload.template.metadata?.labels ?? {};
}

function podTemplateOf(object: KubeObject): IPodTemplateSpec {
  const spec = object.spec as {
    template?: IPodTemplateSpec;
    jobTemplate?: { spec: { template: IPodTemplateSpec } };
  } & IPodSpec;
  if (object.kind === 'Pod') return { metadata: object.metadata, spec };
  if (object.kind === 'CronJob') return spec.jobTemplate!.spec.template;
  return spec.template!;
}

export function appDeployment(objects: KubeObject[], app: string): KubeObject & IDeployment {
  return named<IDeployment>(objects, 'Deployment', app);
}

/** Every container of a pod, init and ephemeral ones included: Pod Security judges them all. */
export function allContainers(pod: IPodSpec): IContainer[] {
  return [...(pod.initContainers ?? []), ...pod.containers, ...((pod.ephemeralContainers ?? []) as IContainer[])];
}

/** The app's own container (named after the app). */
export function appContainer(objects: KubeObject[], app: string): IContainer {
  const container = appDeployment(objects, app).spec!.template.spec!.containers.find(
    (candidate) => candidate.name === app,
  );
  if (!container) throw new Error(`the ${app} Deployment has no container named ${app}`);
  return container;
}
