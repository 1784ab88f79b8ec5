import { DynamicModule, ForwardReference, RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, Reflector } from '@nestjs/core';
import { declaredAccess } from './access';
import type { Access } from './auth.decorators';

/** One route a service answers, with who may call it. */
export interface DeclaredRoute {
  method: string;
  path: string;
  access: Access;
}

type ModuleRef = Type<unknown> | DynamicModule | ForwardReference | Promise<DynamicModule>;

/**
 * Every route of an application module's controllers, read from the decorators' metadata alone (no
 * application is created, nothing connects): the path as Nest joins it, the method, and the access
 * its @Public/@Anonymous/@Staff declare, read as the identity guard reads them.
 */
export function declaredRoutes(root: Type<unknown> | DynamicModule): DeclaredRoute[] {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  return controllersOf(root).flatMap((controller) =>
    pathsOf(controller).flatMap((base) =>
      scanner.getAllMethodNames(controller.prototype).flatMap((name) => {
        const handler = controller.prototype[name] as (...args: unknown[]) => unknown;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) return [];
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const access = declaredAccess(reflector, [handler, controller]);
        return [paths].flat().map((path) => ({ method, path: joinPath(base, path), access }));
      }),
    ),
  );
}

function controllersOf(root: ModuleRef): Type<unknown>[] {
  const seen = new Set<unknown>();
  const controllers = new Set<Type<unknown>>();
  const visit = (ref: ModuleRef) => {
    if (ref instanceof Promise) throw new Error('An asynchronous module cannot be read without starting it');
    const module = 'forwardRef' in ref ? ref.forwardRef() : ref;
    if (seen.has(module)) return;
    seen.add(module);
    const type = 'module' in module ? module.module : module;
    const dynamic = 'module' in module ? module : undefined;
    for (const controller of [
      ...((Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, type) as Type<unknown>[] | undefined) ?? []),
      ...(dynamic?.controllers ?? []),
    ]) {
      controllers.add(controller);
    }
    for (const imported of [
      ...((Reflect.getMetadata(MODULE_METADATA.IMPORTS, type) as ModuleRef[] | undefined) ?? []),
      ...(dynamic?.imports ?? []),
    ]) {
      visit(imported);
    }
  };
  visit(root);
  return [...controllers];
}

function pathsOf(controller: Type<unknown>): string[] {
  return [(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined) ?? '/'].flat();
}

/** As Nest joins a controller's path and a handler's: one slash between segments, none at the end. */
function joinPath(...parts: string[]): string {
  return `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
}
