import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { Workload } from './kubernetes-objects';

type Policy = INetworkPolicy & { spec: NonNullable<INetworkPolicy['spec']> };
type LabelSelector = Policy['spec']['podSelector'];
type Labels = Record<string, string>;

/** Kubernetes' label selector semantics (an empty selector matches everything). */
export function matches(selector: LabelSelector, labels: Labels): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return key in labels && values.includes(labels[key]);
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key]);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
      default:
        throw new Error(`unknown selector operator ${operator}`);
    }
  });
  return byLabel && byExpression;
}

const isEmpty = (selector: LabelSelector) => !selector.matchLabels && !selector.matchExpressions;

/** Policies without policyTypes govern ingress; those that list types govern ingress only when they say so. */
const governsIngress = (policy: Policy) => !policy.spec.policyTypes || policy.spec.policyTypes.includes('Ingress');

/** A policy that selects every pod of its namespace and admits nothing: what all the others open holes in. */
export function isDefaultDenyIngress(policy: Policy): boolean {
  return isEmpty(policy.spec.podSelector) && governsIngress(policy) && (policy.spec.ingress ?? []).length === 0;
}

/** Every peer that some policy admits to pods with these labels; `undefined` stands for "anyone" (a rule without from). */
function admittedPeers(policies: Policy[], target: Labels): (INetworkPolicyPeer | undefined)[] {
  return policies
    .filter((policy) => governsIngress(policy) && matches(policy.spec.podSelector, target))
    .flatMap((policy) => policy.spec.ingress ?? [])
    .flatMap((rule) => (rule.from && rule.from.length > 0 ? rule.from : [undefined]));
}

/**
 * Which of the build's workloads may connect to pods with the target labels, and which namespaces (by
 * their selector) may. `anyone` is set when a rule admits every source.
 */
export function admission(policies: Policy[], target: Labels, candidates: Workload[]) {
  const peers = admittedPeers(policies, target);
  const anyone = peers.includes(undefined);
  const samePodSelectors = peers
    .filter((peer) => peer?.podSelector && !peer.namespaceSelector)
    .map((peer) => peer!.podSelector!);
  const workloads = candidates
    .filter(
      ({ template }) =>
        anyone || samePodSelectors.some((selector) => matches(selector, template.metadata?.labels ?? {})),
    )
    .map(({ name }) => name);
  const namespaces = peers.filter((peer) => peer?.namespaceSelector).map((peer) => peer!.namespaceSelector!);
  return { anyone, workloads: [...new Set(workloads)].sort(), namespaces };
}
