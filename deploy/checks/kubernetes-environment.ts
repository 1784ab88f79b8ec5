import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { allContainers, KubeObject, named, workloads } from './kubernetes-objects';

/**
 * The variables a container starts with as far as the build decides them: ConfigMap values through
 * envFrom, then its own env entries, which win. A value from a Secret shows as `secret:<key>`, since
 * the production build must not (and does not) contain it.
 */
export function effectiveEnv(objects: KubeObject[], container: IContainer): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef)
      Object.assign(env, named<IConfigMap>(objects, 'ConfigMap', source.configMapRef.name!).data);
  }
  for (const entry of container.env ?? []) {
    const secretKey = entry.valueFrom?.secretKeyRef?.key;
    env[entry.name] = secretKey ? `secret:${secretKey}` : (entry.value ?? '');
  }
  return env;
}

export interface SecretKeyReference {
  workload: string;
  secret: string;
  key: string;
  optional: boolean;
}

/** Every Secret key a container of the build reads, and who reads it. */
export function secretKeyReferences(objects: KubeObject[]): SecretKeyReference[] {
  return workloads(objects).flatMap(({ name, template }) =>
    allContainers(template.spec!).flatMap((container) =>
      (container.env ?? []).flatMap(({ valueFrom }) => {
        const reference = valueFrom?.secretKeyRef;
        return reference
          ? [{ workload: name, secret: reference.name!, key: reference.key, optional: reference.optional === true }]
          : [];
      }),
    ),
  );
}

/** The ConfigMaps the build's pods read (envFrom and volumes), which must all be in the build. */
export function configMapNamesUsed(objects: KubeObject[]): string[] {
  const names = workloads(objects).flatMap(({ template }) => [
    ...allContainers(template.spec!).flatMap((container) =>
      (container.envFrom ?? []).map((source) => source.configMapRef?.name),
    ),
    ...(template.spec!.volumes ?? []).map((volume) => volume.configMap?.name),
  ]);
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}
