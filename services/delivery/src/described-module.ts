import { parseEnv } from '@shop/common';
import { AppModule } from './app.module';
import { deliveryEnvSchema } from './config';

/**
 * The module the service's API description is read from without starting it (npm run api-types): the
 * default settings are enough, since preview mode creates no provider and so connects to nothing.
 */
export const describedModule = () => AppModule.withEnv(parseEnv(deliveryEnvSchema, {}));
