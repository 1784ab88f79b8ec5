import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import type { KubeObject } from './kubernetes-objects';

type Model = new (data: any) => { validate(): void };

/**
 * The kinds the manifests use, each with the model generated from Kubernetes' OpenAPI schema. A kind
 * missing here fails the check: adding one to the manifests means adding its schema too.
 */
const MODELS: Record<string, Model> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

/**
 * kustomize wraps long base64 values of a Secret over several lines. The API server decodes them with
 * Go's base64, which skips line breaks, but the schema's "byte" format does not: join them first.
 */
function unwrapSecretData(object: KubeObject): KubeObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.entries(object.data as Record<string, string>).map(([key, value]) => [
    key,
    value.replace(/\s+/g, ''),
  ]);
  return { ...object, data: Object.fromEntries(data) };
}

/** What the schema finds wrong with the object; empty when it is valid. */
export function schemaProblems(object: KubeObject): string[] {
  const model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!model) return [`no schema known for ${object.apiVersion} ${object.kind}`];
  try {
    new model(unwrapSecretData(object)).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
