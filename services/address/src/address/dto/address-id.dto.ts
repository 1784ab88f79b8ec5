import { IsString } from 'class-validator';

export class AddressIdDto {
  /** Parsed with toObjectId() in the service, which answers 400 for anything that is not an id. */
  @IsString({ message: '_id (the address id) is required' })
  _id: string;
}
