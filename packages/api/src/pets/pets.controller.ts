import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { type Pet } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { CreatePetInput, UpdatePetInput } from './dto/pet.input.js';
import { PetsService } from './pets.service.js';

@Controller('api/pets')
@UseGuards(SignedInGuard)
export class PetsController {
  constructor(private readonly pets: PetsService) {}

  /** The caller's pets, oldest first. */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() actor: User): Promise<Pet[]> {
    return this.pets.list(actor);
  }

  /** Adds a pet to the caller's profile. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@CurrentUser() actor: User, @Body() body: CreatePetInput): Promise<Pet> {
    return this.pets.create(actor, body);
  }

  /** A pet: its owner, or a sitter with a booking that includes it; others 404. */
  @Get(':petId')
  @Header('Cache-Control', 'no-store')
  get(@CurrentUser() actor: User, @Param('petId') petId: string): Promise<Pet> {
    return this.pets.get(actor, petId);
  }

  /** Changes a pet (owner only; others 404). */
  @Patch(':petId')
  update(@CurrentUser() actor: User, @Param('petId') petId: string, @Body() body: UpdatePetInput): Promise<Pet> {
    return this.pets.update(actor, petId, body);
  }

  /** Removes a pet (owner only; 409 while an active booking includes it). */
  @Delete(':petId')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() actor: User, @Param('petId') petId: string): Promise<void> {
    return this.pets.remove(actor, petId);
  }
}
