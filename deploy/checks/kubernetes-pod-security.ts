import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { allContainers } from './kubernetes-objects';

/** The volume types the "restricted" Pod Security profile allows. */
const RESTRICTED_VOLUMES = [
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
];

/**
 * Where a pod breaks the Pod Security Standard "restricted" (as the namespace's
 * pod-security.kubernetes.io/enforce label demands), so a violation shows here rather than as a pod
 * the API server refuses to create. Container settings may come from the pod's securityContext.
 */
export function restrictedProblems(pod: IPodSpec): string[] {
  const problems: string[] = [];
  if (pod.hostNetwork || pod.hostPID || pod.hostIPC) problems.push('shares a host namespace');
  for (const volume of pod.volumes ?? []) {
    const types = Object.keys(volume).filter((key) => key !== 'name');
    if (!types.every((type) => RESTRICTED_VOLUMES.includes(type)))
      problems.push(`volume ${volume.name} is of a type restricted forbids`);
  }
  const podContext = pod.securityContext ?? {};
  for (const container of allContainers(pod)) {
    const context = container.securityContext ?? {};
    const where = `container ${container.name}`;
    if (context.privileged) problems.push(`${where} is privileged`);
    if (context.allowPrivilegeEscalation !== false)
      problems.push(`${where} does not set allowPrivilegeEscalation: false`);
    if (!(context.capabilities?.drop ?? []).includes('ALL')) problems.push(`${where} does not drop ALL capabilities`);
    if ((context.capabilities?.add ?? []).some((capability) => capability !== 'NET_BIND_SERVICE'))
      problems.push(`${where} adds capabilities`);
    if ((context.runAsNonRoot ?? podContext.runAsNonRoot) !== true)
      problems.push(`${where} is not required to run as non-root`);
    if ((context.runAsUser ?? podContext.runAsUser) === 0) problems.push(`${where} runs as root (uid 0)`);
    const seccomp = (context.seccompProfile ?? podContext.seccompProfile)?.type;
    if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost')
      problems.push(`${where} has no RuntimeDefault or Localhost seccomp profile`);
    if ((container.ports ?? []).some((port) => port.hostPort)) problems.push(`${where} uses a host port`);
  }
  return problems;
}
