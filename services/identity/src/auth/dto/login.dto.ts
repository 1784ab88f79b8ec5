import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { normalisedEmail } from '../../users/dto/register.dto';

export class LoginDto {
  @Transform(normalisedEmail)
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254)
  email: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(200)
  password: string;
}
