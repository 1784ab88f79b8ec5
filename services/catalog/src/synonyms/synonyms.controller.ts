import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiAnswer, ok, Staff, schema } from '@shop/common';
import { DELETED, SYNONYM_GROUP } from '../api-answers';
import { AddSynonymPhraseDto, DeleteSynonymGroupDto, SynonymGroupDto, UpdateSynonymGroupDto } from './dto/synonym.dto';
import { SynonymsService } from './synonyms.service';

/** The admin's synonyms of the search (issue 36): each change is searched on every replica from its next search. */
@Controller('api/product/synonyms')
export class SynonymsController {
  constructor(private readonly synonyms: SynonymsService) {}

  @Get()
  @ApiAnswer(schema.array(SYNONYM_GROUP))
  @Staff('manager')
  async list() {
    return ok(await this.synonyms.list(), 'Synonym groups');
  }

  @Post('create')
  @ApiAnswer(SYNONYM_GROUP)
  @Staff('manager')
  async create(@Body() body: SynonymGroupDto) {
    return ok(await this.synonyms.create(body), 'Synonym group created');
  }

  @Put('update')
  @ApiAnswer(SYNONYM_GROUP)
  @Staff('manager')
  async update(@Body() body: UpdateSynonymGroupDto) {
    const { _id, revision, ...group } = body;
    return ok(await this.synonyms.update(_id, revision, group), 'Synonym group updated');
  }

  @Delete('delete')
  @ApiAnswer(DELETED)
  @Staff('manager')
  async delete(@Body() body: DeleteSynonymGroupDto) {
    await this.synonyms.remove(body._id, body.revision);
    return ok({ _id: body._id }, 'Synonym group deleted');
  }

  @Post('add-phrase')
  @ApiAnswer(SYNONYM_GROUP)
  @Staff('manager')
  async addPhrase(@Body() body: AddSynonymPhraseDto) {
    return ok(await this.synonyms.addPhrase(body.phrase, body.synonymOf), 'Synonym added');
  }
}
