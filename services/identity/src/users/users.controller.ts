import { Body, Controller, Get, Logger, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  Anonymous,
  ApiAnswer,
  ImageUploadInterceptor,
  AuthUser,
  CurrentUser,
  MediaStorage,
  ok,
  toWebImage,
} from '@shop/common';
import { RegisterDto } from './dto/register.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { RegistrationService } from './registration.service';
import { UsersService } from './users.service';

const REGISTERED_MESSAGE =
  'Registration received: please log in. If this email already had an account, we have emailed it instead';
import { AVATAR, REGISTERED, UPDATED_USER, USER } from '../api-answers';
import { EmailChangeService } from '../email-change/email-change.service';

@Controller('api/user')
export class UsersController {
  private readonly logger = new Logger('Avatars');

  constructor(
    private readonly users: UsersService,
    private readonly media: MediaStorage,
    private readonly emailChanges: EmailChangeService,
    private readonly registration: RegistrationService,
  ) {}

  /** The same answer whether the address already had an account (its owner is mailed instead). */
  @Anonymous()
  @Post('register')
  @ApiAnswer(REGISTERED)
  async register(@Body() body: RegisterDto) {
    await this.registration.register(body);
    return ok({ name: body.name, email: body.email }, REGISTERED_MESSAGE);
  }

  @Get('user-details')
  @ApiAnswer(USER)
  async details(@CurrentUser() caller: AuthUser) {
    return ok((await this.users.findById(caller.id)).toJSON(), 'User details');
  }

  /**
   * Name and mobile change at once. A new e-mail address (with the current password) is only mailed a
   * code: the answer names it as `pending_email` until confirm-email-change receives the code.
   */
  @Put('update-user')
  @ApiAnswer(UPDATED_USER)
  async update(@CurrentUser() caller: AuthUser, @Body() body: UpdateUserDto) {
    const { email, currentPassword, ...details } = body;
    const pendingEmail = await this.emailChanges.requestIfChanged(caller.id, email, currentPassword);
    const user = (await this.users.updateProfile(caller.id, details, pendingEmail !== undefined)).toJSON();
    if (!pendingEmail) return ok(user, 'Profile updated successfully');
    return ok(
      { ...user, pending_email: pendingEmail },
      `Profile saved; enter the code we have sent to ${pendingEmail} to confirm your new email`,
    );
  }

  @Put('upload-avatar')
  @ApiAnswer(AVATAR)
  @UseInterceptors(new ImageUploadInterceptor('avatar'))
  async uploadAvatar(@CurrentUser() caller: AuthUser, @UploadedFile() file: Express.Multer.File | undefined) {
    const image = await toWebImage(file?.buffer, 512);
    const url = await this.media.saveImage('avatars', image);
    const replaced = await this.users.setAvatar(caller.id, url);
    // The replaced picture is nobody's any more: the object store keeps only current avatars.
    if (replaced)
      await this.media
        .removeImage(replaced)
        .catch((error: Error) => this.logger.warn(`replaced avatar ${replaced} kept: ${error.message}`));
    return ok({ _id: caller.id, avatar: url }, 'Avatar uploaded');
  }
}
