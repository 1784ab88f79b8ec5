import { Controller, Delete, forwardRef, Get, Module, Post, Put } from '@nestjs/common';
import { Anonymous, Public, Staff } from './auth.decorators';
import { declaredRoutes } from './declared-routes';

@Controller('api/things')
class ThingsController {
  @Get('list')
  @Public()
  list() {}

  @Post('create')
  @Staff('manager')
  create() {}

  @Put('mine')
  mine() {}

  @Delete()
  @Staff('packer')
  remove() {}

  helper() {}
}

@Controller('/api/sessions/')
@Anonymous()
class SessionsController {
  @Post('/start/')
  start() {}

  @Get(':id/close')
  @Staff('admin')
  close() {}
}

@Module({ controllers: [SessionsController] })
class SessionsModule {}

@Module({ imports: [forwardRef(() => SessionsModule)] })
class NestedModule {}

@Module({})
class AppModule {}

describe('declaredRoutes', () => {
  const routes = declaredRoutes({
    module: AppModule,
    imports: [NestedModule, { module: class DynamicPart {}, controllers: [ThingsController] }],
  });

  it('finds the controllers of every module, imported, forward-referenced or dynamic, without starting anything', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/sessions/start', access: 'anonymous' },
        { method: 'GET', path: '/api/things/list', access: 'public' },
      ]),
    );
    expect(routes).toHaveLength(6);
  });

  it('reads access as the guard does: nothing is user, @Staff decides over an open controller', () => {
    const accessOf = (method: string, path: string) =>
      routes.find((route) => route.method === method && route.path === path)?.access;
    expect(accessOf('POST', '/api/things/create')).toBe('manager');
    expect(accessOf('PUT', '/api/things/mine')).toBe('user');
    expect(accessOf('DELETE', '/api/things')).toBe('packer');
    expect(accessOf('GET', '/api/sessions/:id/close')).toBe('admin');
  });
});
