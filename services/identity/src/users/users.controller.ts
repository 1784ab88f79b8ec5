import { Body, Controller, Get, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
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
import { UsersService } from './users.service';
import { AVATAR, USER } from '../api-answers';

@Controller('api/user')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly media: MediaStorage,
  ) {}

  @Anonymous()
  @Post('register')
  @ApiAnswer(USER)
  async register(@Body() body: RegisterDto) {
    const user = await this.users.register(body);
    return ok(user.toJSON(), 'User registered successfully');
  }

  @Get('user-details')
  @ApiAnswer(USER)
  async details(@CurrentUser() caller: AuthUser) {
    return ok((await this.users.findById(caller.id)).toJSON(), 'User details');
  }

  @Put('update-user')
  @ApiAnswer(USER)
  async update(@CurrentUser() caller: AuthUser, @Body() body: UpdateUserDto) {
    return ok((await this.users.updateProfile(caller.id, body)).toJSON(), 'Profile updated successfully');
  }

  @Put('upload-avatar')
  @ApiAnswer(AVATAR)
  @UseInterceptors(new ImageUploadInterceptor('avatar'))
  async uploadAvatar(@CurrentUser() caller: AuthUser, @UploadedFile() file: Express.Multer.File | undefined) {
    const image = await toWebImage(file?.buffer, 512);
    const url = await this.media.saveImage('avatars', image);
    await this.users.setAvatar(caller.id, url);
    return ok({ _id: caller.id, avatar: url }, 'Avatar uploaded');
  }
}
