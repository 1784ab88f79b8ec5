import { assignments, Dockerfile, Instruction, Stage, words } from './dockerfile';

/** A registry digest: the one reference to an image that cannot change under the build. */
const DIGEST = /@sha256:[0-9a-f]{64}$/;
/** Names under which a value would be a credential baked into a layer anyone with the image can read. */
const SECRET_NAME = /SECRET|PASSWORD|PASSWD|TOKEN|KEY|CREDENTIAL/i;
/** Paths of the test kit, test folders, test files and test runner configurations. */
const TEST_PATH =
  /testkit|(^|\/)(test|tests|e2e|__tests__)(\/|$)|\.(spec|test|e2e-spec|integration-spec)\.[jt]sx?$|jest|vitest/i;

const at = (instruction: Instruction) => `line ${instruction.line}`;

/** Every FROM names a digest, an earlier stage, or scratch (the empty image). */
export function unpinnedBases({ stages }: Dockerfile): string[] {
  return stages.flatMap((stage, index) => {
    const earlier = stages
      .slice(0, index)
      .some((previous) => previous.name?.toLowerCase() === stage.base.toLowerCase());
    if (earlier || stage.base === 'scratch' || DIGEST.test(stage.base)) return [];
    return [`${at(stage.instructions[0])}: FROM ${stage.base} is not pinned by @sha256 digest`];
  });
}

/** The image runs as the last USER of its final stage, which must be there and not root. */
export function rootFinalStage({ stages }: Dockerfile): string[] {
  const final = stages[stages.length - 1];
  if (!final) return ['no FROM: not a Dockerfile'];
  const users = final.instructions.filter((instruction) => instruction.keyword === 'USER');
  const last = users[users.length - 1];
  if (!last) return ['the final stage sets no USER, so the image runs as root'];
  const user = last.args.trim().split(':')[0];
  return user === 'root' || user === '0' ? [`${at(last)}: the final stage runs as root (USER ${last.args})`] : [];
}

/** No ENV or ARG with a credential's name carries a value: layers and history keep it for good. */
export function bakedSecrets(dockerfile: Dockerfile): string[] {
  const all = [...dockerfile.globalArgs, ...dockerfile.stages.flatMap((stage) => stage.instructions)];
  return all
    .filter(({ keyword }) => keyword === 'ENV' || keyword === 'ARG')
    .flatMap((instruction) =>
      assignments(instruction)
        .filter(({ name, value }) => SECRET_NAME.test(name) && value)
        .map(
          ({ name }) => `${at(instruction)}: ${instruction.keyword} ${name} holds a value; pass secrets at run time`,
        ),
    );
}

/** COPY/ADD sources: paths in the build context, or in an earlier stage with --from. */
function copySources(instruction: Instruction): string[] {
  const parts = words(instruction.args).filter((word) => !word.startsWith('--'));
  if (parts[0]?.startsWith('[')) return JSON.parse(instruction.args.replace(/^(--\S+\s+)*/, '')).slice(0, -1);
  return parts.slice(0, -1);
}

/**
 * The final stage copies no test kit or test files. Copying the whole build context there would bring
 * every test along (.dockerignore drops some, not the test kit), so that is refused too.
 */
export function testsInFinalStage({ stages }: Dockerfile): string[] {
  const final: Stage | undefined = stages[stages.length - 1];
  return (final?.instructions ?? [])
    .filter(({ keyword }) => keyword === 'COPY' || keyword === 'ADD')
    .flatMap((instruction) => {
      const fromContext = !/--from=/.test(instruction.args);
      return copySources(instruction)
        .filter((source) => TEST_PATH.test(source) || (fromContext && /^\.\/?$/.test(source)))
        .map((source) => `${at(instruction)}: the final stage copies ${source}, which holds tests`);
    });
}

export const IMAGE_RULES = { unpinnedBases, rootFinalStage, bakedSecrets, testsInFinalStage };
